// Kysely types of the live_rooms table (migrations/0014_live_rooms.sql), from its declaration
// (contract/live_rooms.ts), merged into DB.
import type { Generated } from 'kysely';
import type { LIVE_ROOMS, LiveRoomState } from '../../../contract/live_rooms';
import type { TableOf } from '../../db/declared-table';

/** The declared columns, those with a DEFAULT named; the stored status and live flag (the answer's are computed: status.ts). */
export interface LiveRoomsTable extends TableOf<typeof LIVE_ROOMS.fields, 'coverUrl' | 'viewers' | 'featured' | 'reason' | 'version'> {
  status: Generated<LiveRoomState>;
  live_now: Generated<boolean>;
}

declare module '../../db/schema' {
  interface DB {
    live_rooms: LiveRoomsTable;
  }
}
