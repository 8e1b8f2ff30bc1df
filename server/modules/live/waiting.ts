// What of the live rooms waits on staff (the review queue, server/queue/): room applications.
import { sql } from 'kysely';
import type { WaitingSource } from '../../queue/types';

export const liveRoomsWaiting: WaitingSource = {
  type: 'live_rooms',
  keys: ['live_rooms.approve', 'live_rooms.reject'],
  targetHours: 24,
  kept: { table: 'live_rooms', where: "status = 'applying'", since: 'updated_at' },
  query: (db) => db.selectFrom('live_rooms').where('status', '=', 'applying').select([
    'id', 'title', 'updated_at as waiting_since', sql<string>`category || ' · ' || platform_room_id`.as('summary'),
  ]),
};
