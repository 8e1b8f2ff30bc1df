// Kysely types of the live_rooms table (migrations/0014_live_rooms.sql), merged into DB.
import type { Generated } from 'kysely';
import type { LiveRoomState } from '../../../contract/live_rooms';
import type { NullableTimestamp, Timestamp } from '../../db/schema';

export interface LiveRoomsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  cover_url: Generated<string>;
  category: string;
  platform_room_id: string;
  live_now: Generated<boolean>;
  viewers: Generated<number>;
  featured: Generated<boolean>;
  sort_order: number | null;
  status: Generated<LiveRoomState>;
  reason: Generated<string>;
  banned_until: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

declare module '../../db/schema' {
  interface DB {
    live_rooms: LiveRoomsTable;
  }
}
