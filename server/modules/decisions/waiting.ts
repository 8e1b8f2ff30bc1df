// What of the appeals waits on the desk (the review queue, server/queue/):
// every open appeal, oldest first, titled by the decision's target; the
// summary is what the player wrote. Behind an appeal stands its appellant.
import { sql } from 'kysely';
import type { WaitingSource } from '../../queue/types';
import { targetTitleSql } from './decisions';

export const appealsWaiting: WaitingSource = {
  type: 'appeals',
  keys: ['appeals.uphold', 'appeals.overturn'],
  targetHours: 72,
  kept: { table: 'appeals', where: "status = 'open'", since: 'created_at' },
  query: (db) => db.selectFrom('appeals').where('appeals.status', '=', 'open')
    .select([
      'appeals.id', 'appeals.created_at as waiting_since',
      sql<string>`coalesce((SELECT ${targetTitleSql('d')} FROM decisions AS d WHERE d.id = appeals.decision_id), '#' || appeals.decision_id)`.as('title'),
      sql<string>`left(appeals.text, 200)`.as('summary'),
    ]),
  author: {
    userOf: (db, id) => db.selectFrom('appeals').where('id', '=', id).select('user_id'),
    recordsOf: (db, userId) => db.selectFrom('appeals').where('user_id', '=', userId).select('id'),
  },
};
