// Authors, balances and withdrawals made the way the platform makes them
// (ledger postings, requestWithdrawal), for the authors module's tests.
import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';
import { postLedger, requestWithdrawal } from '../../../server/modules/authors';

let serial = 0;

export interface AuthorFixture {
  status?: 'pending' | 'approved' | 'rejected' | 'suspended';
  balanceCents?: number;
  revenueShare?: number;
}

export async function insertAuthor(db: Kysely<DB>, f: AuthorFixture = {}): Promise<number> {
  const n = ++serial;
  const user = await db.insertInto('users').values({ nickname: `author user ${n}` }).returning('id').executeTakeFirstOrThrow();
  const a = await db.insertInto('authors').values({
    user_id: user.id, pen_name: `Pen ${n}`, status: f.status ?? 'approved', real_name: '张三丰', contact: '13812345678',
    payout_method: 'bank', payout_account: '6222020212341234', revenue_share: f.revenueShare ?? 70,
  }).returning('id').executeTakeFirstOrThrow();
  if (f.balanceCents) {
    await db.transaction().execute((trx) => postLedger(trx, { authorId: a.id, kind: 'adjustment', amountCents: f.balanceCents!, reason: 'opening' }));
  }
  return a.id;
}

export interface WithdrawalFixture {
  authorId?: number;
  amountCents?: number;
  fourEyesCents?: number;
  state?: 'requested' | 'approved';
}

/** A requested (amount frozen) or approved withdrawal; a new author with just enough balance unless given. */
export async function insertWithdrawal(db: Kysely<DB>, f: WithdrawalFixture = {}): Promise<{ id: number; authorId: number }> {
  const amountCents = f.amountCents ?? 10_000;
  const authorId = f.authorId ?? await insertAuthor(db, { balanceCents: amountCents });
  const id = await db.transaction().execute((trx) =>
    requestWithdrawal(trx, { authorId, amountCents, fourEyesCents: f.fourEyesCents ?? 500_000 }));
  if (f.state === 'approved') await db.updateTable('withdrawals').set({ status: 'approved' }).where('id', '=', id).execute();
  return { id, authorId };
}

export async function balanceOf(db: Kysely<DB>, authorId: number): Promise<{ available: number; frozen: number }> {
  const r = await db.selectFrom('authors').select(['available_cents', 'frozen_cents']).where('id', '=', authorId).executeTakeFirstOrThrow();
  return { available: Number(r.available_cents), frozen: Number(r.frozen_cents) };
}

/** A payout batch of `count` fresh approved withdrawals, made as /mdr/withdrawals/batch makes it (by the CLI actor). */
export async function insertBatch(db: Kysely<DB>, count = 2): Promise<number> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push((await insertWithdrawal(db, { state: 'approved', amountCents: 10_000 + i })).id);
  const total = ids.reduce((sum, _, i) => sum + 10_000 + i, 0);
  const batch = await db.insertInto('withdrawal_batches').values({ created_by: null, line_count: count, total_cents: total })
    .returning('id').executeTakeFirstOrThrow();
  await db.updateTable('withdrawals').set({ batch_id: Number(batch.id) }).where('id', 'in', ids).execute();
  return Number(batch.id);
}
