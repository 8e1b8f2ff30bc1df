// SQL of the orders module besides the generic resource mechanism: refund rows
// and the platform's payment of an order (its author's income in the ledger).
import type { Kysely, Transaction } from 'kysely';
import type { OrderRefund } from '../../../contract/orders';
import type { DB } from '../../db/schema';
import { fixedStatement } from '../../db/shaped';
import { iso, type RowOf } from '../../resources/mapping';
import { postLedger, shareOf } from '../authors';

const REFUND_COLUMNS = [
  'id', 'order_id', 'amount_cents', 'clawback_cents', 'reason', 'idempotency_key', 'refunded_after',
  'status_after', 'actor_id', 'actor_name', 'created_at',
] as const;

type RefundRow = RowOf<typeof refundQuery>;
const refundQuery = (db: Kysely<DB>) => db.selectFrom('order_refunds').select(REFUND_COLUMNS);

export const toRefund = (r: RefundRow): OrderRefund => ({
  id: Number(r.id),
  orderId: Number(r.order_id),
  amountCents: Number(r.amount_cents),
  clawbackCents: Number(r.clawback_cents),
  reason: r.reason,
  idempotencyKey: r.idempotency_key,
  refundedAfter: Number(r.refunded_after),
  statusAfter: r.status_after,
  actorId: r.actor_id,
  actorName: r.actor_name,
  createdAt: iso(r.created_at),
});

/** The refund an earlier request with this key made, if any. */
export async function findRefund(db: Kysely<DB>, orderId: number, key: string): Promise<OrderRefund | undefined> {
  const [row] = await refundByKey(db, orderId, key);
  return row && toRefund(row);
}
// every refund asks both: compiled once (server/db/shaped.ts)
const refundByKey = fixedStatement((db, orderId: number, key: string) => refundQuery(db)
  .where('order_id', '=', orderId).where('idempotency_key', '=', key));

/** Every refund of an order, oldest first (the order's timeline). */
export async function refundsOf(db: Kysely<DB>, orderId: number): Promise<OrderRefund[]> {
  const rows = await refundQuery(db).where('order_id', '=', orderId).orderBy('id').execute();
  return rows.map(toRefund);
}

export type NewRefund = Omit<OrderRefund, 'id' | 'createdAt'>;

export async function insertRefund(trx: Transaction<DB>, r: NewRefund): Promise<OrderRefund> {
  const [row] = await addRefund(trx, r.orderId, r.amountCents, r.clawbackCents, r.reason, r.idempotencyKey, r.refundedAfter,
    r.statusAfter, r.actorId, r.actorName);
  return toRefund(row);
}
const addRefund = fixedStatement((db, orderId: number, amount: number, clawback: number, reason: string, key: string,
  refundedAfter: number, statusAfter: NewRefund['statusAfter'], actorId: NewRefund['actorId'], actorName: string) => db.insertInto('order_refunds').values({
  order_id: orderId, amount_cents: amount, clawback_cents: clawback, reason, idempotency_key: key, refunded_after: refundedAfter,
  status_after: statusAfter, actor_id: actorId, actor_name: actorName,
}).returning(REFUND_COLUMNS));

/**
 * The platform's side: a pending order is paid. Snapshots the author's revenue
 * share and credits the share as income in the author's ledger, in `trx`.
 * (The panel never pays orders; the demo data and tests do.)
 */
export async function payOrder(trx: Transaction<DB>, orderId: number, paidAt: Date = new Date()): Promise<void> {
  const order = await trx.selectFrom('orders').leftJoin('authors', 'authors.id', 'orders.author_id')
    .select(['orders.amount_cents', 'orders.author_id', 'authors.revenue_share'])
    .where('orders.id', '=', orderId).where('orders.status', '=', 'pending').forUpdate('orders')
    .executeTakeFirstOrThrow();
  const share = order.author_id === null ? 0 : (order.revenue_share ?? 0);
  const income = shareOf(Number(order.amount_cents), share);
  await trx.updateTable('orders').set({
    status: 'paid', paid_at: paidAt, revenue_share: share, author_share_cents: income,
    updated_at: new Date(), version: (eb) => eb('version', '+', 1),
  }).where('id', '=', orderId).execute();
  if (order.author_id !== null && income > 0) {
    await postLedger(trx, { authorId: order.author_id, kind: 'income', amountCents: income, orderId });
  }
}
