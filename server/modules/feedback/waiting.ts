// What of the feedback waits on staff (the review queue, server/queue/): open tickets nobody took up yet.
import { sql } from 'kysely';
import type { WaitingSource } from '../../queue/types';

export const feedbackWaiting: WaitingSource = {
  type: 'feedback',
  keys: ['feedback.process', 'feedback.resolve', 'feedback.close'],
  targetHours: 24,
  kept: { table: 'feedback', where: "status = 'open'", since: 'created_at' },
  query: (db) => db.selectFrom('feedback').where('status', '=', 'open').select([
    'id', 'created_at as waiting_since', sql<string>`left(content, 80)`.as('title'), sql<string>`category || ' · ' || content`.as('summary'),
  ]),
};
