// What of the authors module waits on staff (the review queue, server/queue/):
// author applications, and withdrawals awaiting an approval — a reader who
// approved one already is not its second approver, so it waits on others.
import { sql } from 'kysely';
import type { WaitingSource } from '../../queue/types';

export const authorsWaiting: WaitingSource = {
  type: 'authors',
  keys: ['authors.approve', 'authors.reject'],
  targetHours: 24,
  kept: { table: 'authors', where: "status = 'pending'", since: 'updated_at' },
  query: (db) => db.selectFrom('authors').where('status', '=', 'pending')
    .select(['id', 'pen_name as title', 'bio as summary', 'updated_at as waiting_since']),
  // an applicant's earlier applications (one rejected before, applying again)
  author: {
    userOf: (db, id) => db.selectFrom('authors').where('id', '=', id).select('user_id'),
    recordsOf: (db, userId) => db.selectFrom('authors').where('user_id', '=', userId).select('id'),
  },
};

export const withdrawalsWaiting: WaitingSource = {
  type: 'withdrawals',
  keys: ['withdrawals.approve', 'withdrawals.reject'],
  targetHours: 4,
  kept: { table: 'withdrawals', where: "status = 'requested'", since: 'requested_at' },
  // one the reader approved already waits on someone else
  sees: (reader) => sql<boolean>`NOT EXISTS (SELECT 1 FROM withdrawal_approvals AS p WHERE p.withdrawal_id = w.record_id AND p.admin_id = ${reader.id})`,
  query: (db, reader) => db.selectFrom('withdrawals as w').innerJoin('authors as a', 'a.id', 'w.author_id')
    .where('w.status', '=', 'requested')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('withdrawal_approvals as p').select('p.admin_id')
      .whereRef('p.withdrawal_id', '=', 'w.id').where('p.admin_id', '=', reader.id))))
    .select([
      'w.id', 'w.requested_at as waiting_since',
      sql<string>`a.pen_name || ' · ¥' || to_char(w.amount_cents / 100.0, 'FM999,999,999,990.00')`.as('title'),
      sql<string>`(SELECT count(*) FROM withdrawal_approvals p WHERE p.withdrawal_id = w.id) || '/' || w.approvals_needed || ' · ' || w.payout_method`.as('summary'),
    ]),
};
