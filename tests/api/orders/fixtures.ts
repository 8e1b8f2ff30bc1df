// Orders for API tests: a package, a user, an author with a known revenue share,
// and orders paid through the platform's own payOrder (so the author's income is
// in the ledger exactly as in production).
import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';
import { payOrder } from '../../../server/modules/orders';

export interface OrderWorld {
  userId: number;
  authorId: number;
  packageId: number;
}

export async function orderWorld(db: Kysely<DB>, revenueShare = 70): Promise<OrderWorld> {
  const user = await db.insertInto('users').values({ nickname: 'buyer' }).returning('id').executeTakeFirstOrThrow();
  const author = await db.insertInto('authors')
    .values({ user_id: user.id, pen_name: `Writer ${user.id}`, status: 'approved', revenue_share: revenueShare })
    .returning('id').executeTakeFirstOrThrow();
  const pkg = await db.insertInto('power_packages').values({
    name_zh: '月卡电站', name_en: 'Monthly station', price_cents: 4500, original_price_cents: 6000, duration_days: 30, status: 'on_sale',
  }).returning('id').executeTakeFirstOrThrow();
  return { userId: user.id, authorId: author.id, packageId: pkg.id };
}

/** A new order of `amountCents`, paid unless `pending` (its author's income posted by payOrder). */
export async function newOrder(db: Kysely<DB>, w: OrderWorld, amountCents = 10_000, opts: { pending?: boolean; author?: boolean } = {}) {
  const row = await db.insertInto('orders').values({
    user_id: w.userId, package_id: w.packageId, package_name_zh: '月卡电站', package_name_en: 'Monthly station',
    package_price_cents: amountCents, amount_cents: amountCents, pay_channel: 'alipay',
    author_id: opts.author === false ? null : w.authorId,
  }).returning('id').executeTakeFirstOrThrow();
  if (!opts.pending) await db.transaction().execute((trx) => payOrder(trx, row.id));
  return row.id;
}

export const balanceOf = (db: Kysely<DB>, authorId: number) =>
  db.selectFrom('authors').select('available_cents').where('id', '=', authorId).executeTakeFirstOrThrow()
    .then((r) => Number(r.available_cents));

/** The ledger's sum for one author (the invariant: it equals the balance). */
export const ledgerSum = (db: Kysely<DB>, authorId: number) =>
  db.selectFrom('author_ledger').select((eb) => eb.fn.sum<number>('available_delta').as('s'))
    .where('author_id', '=', authorId).executeTakeFirstOrThrow().then((r) => Number(r.s ?? 0));

let keys = 0;
/** A fresh idempotency key. */
export const newKey = () => `k-${process.pid}-${Date.now()}-${++keys}`;
