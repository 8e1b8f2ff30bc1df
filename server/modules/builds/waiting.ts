// What of the builds waits on a reviewer (the review queue, server/queue/): builds submitted for review.
import { sql } from 'kysely';
import type { WaitingSource } from '../../queue/types';

export const buildsWaiting: WaitingSource = {
  type: 'builds',
  keys: ['builds.approve', 'builds.reject', 'builds.hide'],
  targetHours: 24,
  query: (db) => db.selectFrom('builds').where('status', '=', 'pending').select([
    'id', 'title', 'updated_at as waiting_since',
    sql<string>`wow_class || ' · ' || spec || ' · ' || left(regexp_replace(description, '<[^>]*>', ' ', 'g'), 280)`.as('summary'),
  ]),
};
