// What of the builds waits on a reviewer (the review queue, server/queue/): builds submitted for review,
// each by the platform user who shared it.
import { sql } from 'kysely';
import { reviewWaiting } from '../../queue/types';

export const buildsWaiting = reviewWaiting('builds',
  sql<string>`wow_class || ' · ' || spec || ' · ' || left(regexp_replace(description, '<[^>]*>', ' ', 'g'), 280)`, {
    userOf: (db, id) => db.selectFrom('builds').where('id', '=', id).select('user_id'),
    recordsOf: (db, userId) => db.selectFrom('builds').where('user_id', '=', userId).select('id'),
  });
