// orders (docs/api.md): orders of power-station packages, read-only but for the
// refund command (./refund.ts). Amounts are integer fen; the list filters on
// every column a person searches by, and exports every matching row (streamed).
import { Type } from 'typebox';
import { sql, type Kysely } from 'kysely';
import { ORDERS, type OrderRefund } from '../../../contract/orders';
import { OrderSchema } from '../../../contract/records/orders';
import type { DB } from '../../db/schema';
import { declaredColumns } from '../../resources/declared';
import { containsPattern } from '../../resources/query';
import type { RowOf } from '../../resources/mapping';
import { READ_ACTIONS, defineResource, filterOf, type Query, type Shape } from '../../resources/types';
import { refundCommand } from './refund';
import { toRefund } from './repository';
import './messages';
import { dayFilters } from '../../resources/days';

const query = (db: Kysely<DB>, shape: Shape) => db.selectFrom('orders')
  .innerJoin('users', 'users.id', 'orders.user_id')
  .leftJoin('authors', 'authors.id', 'orders.author_id')
  .select(declaredColumns(ORDERS, 'orders', shape) as ('orders.status' | 'orders.amount_cents' | 'orders.refunded_cents')[])
  .select(['users.nickname as user_name', 'authors.pen_name as author_name'])
  .$if(shape === 'record', (q) => q.select(sql<Parameters<typeof toRefund>[0][] | null>`(
    SELECT json_agg(r ORDER BY r.id) FROM (SELECT * FROM order_refunds WHERE order_refunds.order_id = orders.id) r
  )`.as('refunds')));
type OrderRow = RowOf<typeof query>;

const REFUNDABLE = new Set(['paid', 'partially_refunded']);

/** What is left to refund: the amount less what was refunded, while the order is paid or partly refunded. */
const refundableCents = (row: OrderRow): number =>
  (REFUNDABLE.has(row.status) ? Number(row.amount_cents) - Number(row.refunded_cents) : 0);

const refunds = (row: OrderRow) => ('refunds' in row && Array.isArray(row.refunds) ? row.refunds : []).map((r): OrderRefund => toRefund(r));

const Cents = Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'fen' });

/**
 * `q`: any part of the order number, the buyer's nickname, the author's pen
 * name, or the buyer's id. One set of order ids per way, each read through an
 * index (trigram for the names and numbers, then orders by buyer or author),
 * united: an OR of the four would scan every order. The names are matched in
 * their own tables, so the filter stays on `orders` (joinsAreLookups).
 */
function search(q: Query, value: string): Query {
  const text = value.trim();
  if (!text) return q;
  const like = containsPattern(text);
  return q.where('orders.id', 'in', (eb) => {
    const byNumber = eb.selectFrom('orders').select('id').where('order_no', 'ilike', like);
    const byBuyer = eb.selectFrom('orders').select('id').where('user_id', 'in', eb.selectFrom('users').select('id').where('nickname', 'ilike', like));
    const byAuthor = eb.selectFrom('orders').select('id').where('author_id', 'in', eb.selectFrom('authors').select('id').where('pen_name', 'ilike', like));
    const ways = byNumber.union(byBuyer).union(byAuthor);
    return /^\d{1,9}$/.test(text) ? ways.union(eb.selectFrom('orders').select('id').where('user_id', '=', Number(text))) : ways;
  });
}

export default defineResource({
  contract: ORDERS,
  table: 'orders',
  permission: 'mdr.orders',
  actions: READ_ACTIONS,
  schemas: { record: OrderSchema },
  filters: {
    q: filterOf(Type.String({ maxLength: 40, description: "part of the order number, the buyer's nickname or id, or the author's pen name" }), search),
    amountFrom: filterOf(Cents, (q, v) => q.where('orders.amount_cents', '>=', v)),
    amountTo: filterOf(Cents, (q, v) => q.where('orders.amount_cents', '<=', v)),
    ...dayFilters('paidFrom', 'paidTo', 'orders.paid_at', 'paid'),
    ...dayFilters('createdFrom', 'createdTo', 'orders.created_at', 'created'),
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  query,
  // users by a NOT NULL key, authors by primary key (left join): neither drops nor repeats an order
  joinsAreLookups: true,
  columns: { refundableCents, refunds },
  // data.totals over the whole filter (server/resources/totals.ts): what the CSV of the same filter adds up to
  totals: { amountCents: true, refundedCents: true, netCents: sql`orders.amount_cents - orders.refunded_cents` },
  stateColumn: 'status',
  commands: { refund: refundCommand },
});
