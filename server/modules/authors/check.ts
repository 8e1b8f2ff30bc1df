// The ledger's invariant (npm run ledger:check, tests/api/authors): for every
// author the ledger's deltas sum to the balance, and every paid order credited to
// an author with a share above 0 produced exactly one income row. The orders part runs once the
// `orders` table exists (the orders module's); until then it is reported skipped.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export interface BalanceDifference {
  authorId: number;
  availableCents: number;
  ledgerAvailable: number;
  frozenCents: number;
  ledgerFrozen: number;
}

export interface LedgerCheckReport {
  authors: number;
  ledgerRows: number;
  availableTotal: number;
  frozenTotal: number;
  balanceDifferences: BalanceDifference[];
  /** null: no orders table yet */
  paidOrders: number | null;
  /** paid orders with no income row, or with more than one */
  orderDifferences: { orderId: number; incomeRows: number }[];
  ok: boolean;
}

const LIMIT = 100;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- `orders` belongs to another module, maybe absent
const loose = (db: Kysely<DB>) => db as unknown as Kysely<any>;

async function balances(db: Kysely<DB>) {
  const totals = await db.selectFrom('authors').select((eb) => [
    eb.fn.countAll<number>().as('n'),
    eb.fn.coalesce(eb.fn.sum<number>('available_cents'), sql<number>`0`).as('a'),
    eb.fn.coalesce(eb.fn.sum<number>('frozen_cents'), sql<number>`0`).as('f'),
  ]).executeTakeFirstOrThrow();
  const rows = await db.selectFrom('author_ledger').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  // one pass over the ledger grouped per author, joined to the balances (index-free: a hash aggregate)
  const diffs = await db.selectFrom('authors')
    .leftJoin((eb) => eb.selectFrom('author_ledger').select((e) => [
      'author_id', e.fn.sum<number>('available_delta').as('la'), e.fn.sum<number>('frozen_delta').as('lf'),
    ]).groupBy('author_id').as('l'), (join) => join.onRef('l.author_id', '=', 'authors.id'))
    .select(['authors.id', 'authors.available_cents', 'authors.frozen_cents',
      sql<number>`coalesce(l.la, 0)`.as('la'), sql<number>`coalesce(l.lf, 0)`.as('lf')])
    .where(sql<boolean>`authors.available_cents <> coalesce(l.la, 0) OR authors.frozen_cents <> coalesce(l.lf, 0)`)
    .orderBy('authors.id').limit(LIMIT).execute();
  return {
    authors: Number(totals.n), availableTotal: Number(totals.a), frozenTotal: Number(totals.f), ledgerRows: Number(rows.n),
    balanceDifferences: diffs.map((d) => ({
      authorId: d.id, availableCents: Number(d.available_cents), ledgerAvailable: Number(d.la),
      frozenCents: Number(d.frozen_cents), ledgerFrozen: Number(d.lf),
    })),
  };
}

async function orders(db: Kysely<DB>) {
  const exists = await sql<{ t: string | null }>`SELECT to_regclass('public.orders')::text AS t`.execute(db);
  if (!exists.rows[0]?.t) return { paidOrders: null, orderDifferences: [] };
  // paid (whatever was refunded since) and credited with a share: payOrder posts no row for a share of 0
  const paid = loose(db).selectFrom('orders').where('paid_at', 'is not', null).where('author_id', 'is not', null)
    .where('author_share_cents', '>', 0);
  const count = await paid.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const diffs = await paid
    .leftJoin((eb) => eb.selectFrom('author_ledger').select((e) => ['order_id', e.fn.countAll<number>().as('n')])
      .where('kind', '=', 'income').groupBy('order_id').as('i'), (join) => join.onRef('i.order_id', '=', 'orders.id'))
    .select(['orders.id', sql<number>`coalesce(i.n, 0)`.as('n')])
    .where(sql<boolean>`coalesce(i.n, 0) <> 1`).orderBy('orders.id').limit(LIMIT).execute();
  return {
    paidOrders: Number(count.n),
    orderDifferences: diffs.map((d: { id: number; n: number }) => ({ orderId: Number(d.id), incomeRows: Number(d.n) })),
  };
}

/** Reads the whole ledger once; lists at most 100 differences of each kind. */
export async function checkLedger(db: Kysely<DB>): Promise<LedgerCheckReport> {
  const b = await balances(db);
  const o = await orders(db);
  return { ...b, ...o, ok: b.balanceDifferences.length === 0 && o.orderDifferences.length === 0 };
}
