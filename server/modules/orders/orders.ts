// orders (docs/api.md): orders of power-station packages, read-only but for the
// refund command (./refund.ts). Amounts are integer fen; the list filters on
// every column a person searches by, and exports every matching row (streamed).
import { Type } from '@sinclair/typebox';
import { sql, type Kysely } from 'kysely';
import type { OrderRefund } from '../../../contract/orders';
import { OrderListItemSchema, OrderSchema, OrderStatus, PayChannel } from '../../../contract/records/orders';
import type { DB } from '../../db/schema';
import { t } from '../../core/i18n';
import { schemaColumns } from '../../resources/csv';
import { containsPattern } from '../../resources/query';
import { Id } from '../../resources/schemas';
import { answerOf, type RowOf } from '../../resources/mapping';
import { READ_ACTIONS, defineResource, filterOf, type Query, type Shape } from '../../resources/types';
import { refundCommand } from './refund';
import { toRefund } from './repository';
import './messages';
import { dayFilters } from '../../resources/days';

const query = (db: Kysely<DB>, shape: Shape) => db.selectFrom('orders')
  .innerJoin('users', 'users.id', 'orders.user_id')
  .leftJoin('authors', 'authors.id', 'orders.author_id')
  .select([
    'orders.id', 'orders.order_no', 'orders.user_id', 'users.nickname as user_name', 'orders.package_id',
    'orders.package_name_zh', 'orders.package_name_en', 'orders.package_price_cents', 'orders.amount_cents',
    'orders.pay_channel', 'orders.status', 'orders.author_id', 'authors.pen_name as author_name', 'orders.revenue_share',
    'orders.author_share_cents', 'orders.promotion_link_id', 'orders.refunded_cents', 'orders.paid_at',
    'orders.closed_at', 'orders.created_at', 'orders.updated_at', 'orders.version',
  ])
  .$if(shape === 'record', (q) => q.select(sql<Parameters<typeof toRefund>[0][] | null>`(
    SELECT json_agg(r ORDER BY r.id) FROM (SELECT * FROM order_refunds WHERE order_refunds.order_id = orders.id) r
  )`.as('refunds')));
type OrderRow = RowOf<typeof query>;

const REFUNDABLE = new Set(['paid', 'partially_refunded']);

/** What is left to refund: the amount less what was refunded, while the order is paid or partly refunded. */
const refundableCents = (row: OrderRow): number =>
  (REFUNDABLE.has(row.status) ? Number(row.amount_cents) - Number(row.refunded_cents) : 0);

const toListItem = answerOf<typeof OrderListItemSchema, OrderRow>(OrderListItemSchema, { refundableCents });

const toResponse = answerOf<typeof OrderSchema, OrderRow>(OrderSchema, {
  refundableCents,
  refunds: (row) => ('refunds' in row && Array.isArray(row.refunds) ? row.refunds : []).map((r): OrderRefund => toRefund(r)),
});

const Cents = Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'fen' });
const oneOrMany = <T extends Parameters<typeof Type.Array>[0]>(s: T) => Type.Union([s, Type.Array(s, { minItems: 1, maxItems: 10 })]);
const inOrIs = (column: string) => (q: Parameters<Parameters<typeof filterOf>[1]>[0], v: unknown) =>
  (Array.isArray(v) ? q.where(column, 'in', v) : q.where(column, '=', v));

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
  name: 'orders',
  table: 'orders',
  permission: 'mdr.orders',
  actions: READ_ACTIONS,
  schemas: { record: OrderSchema, listItem: OrderListItemSchema },
  filters: {
    q: filterOf(Type.String({ maxLength: 40, description: "part of the order number, the buyer's nickname or id, or the author's pen name" }), search),
    status: filterOf(oneOrMany(OrderStatus), inOrIs('orders.status')),
    payChannel: filterOf(oneOrMany(PayChannel), inOrIs('orders.pay_channel')),
    userId: filterOf(Id, (q, v) => q.where('orders.user_id', '=', v)),
    packageId: filterOf(Id, (q, v) => q.where('orders.package_id', '=', v)),
    authorId: filterOf(Id, (q, v) => q.where('orders.author_id', '=', v)),
    promotionLinkId: filterOf(Id, (q, v) => q.where('orders.promotion_link_id', '=', v)),
    amountFrom: filterOf(Cents, (q, v) => q.where('orders.amount_cents', '>=', v)),
    amountTo: filterOf(Cents, (q, v) => q.where('orders.amount_cents', '<=', v)),
    ...dayFilters('paidFrom', 'paidTo', 'orders.paid_at', 'paid'),
    ...dayFilters('createdFrom', 'createdTo', 'orders.created_at', 'created'),
  },
  sorts: {
    id: 'orders.id',
    createdAt: 'orders.created_at',
    paidAt: 'orders.paid_at',
    amountCents: 'orders.amount_cents',
    refundedCents: 'orders.refunded_cents',
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  query,
  // users by a NOT NULL key, authors by primary key (left join): neither drops nor repeats an order
  joinsAreLookups: true,
  toListItem,
  toResponse,
  references: {
    userId: { table: 'users', label: 'nickname' },
    authorId: { table: 'authors', label: 'pen_name' },
    packageId: { table: 'power_packages', label: 'name_zh' },
  },
  history: { fields: ['status', 'refundedCents'] },
  exportNames: { promotionLinkId: { table: 'promotion_links', label: 'name' } },
  csv: schemaColumns('orders', OrderListItemSchema, {
    status: (v, lang) => t(lang, `orders.state.${v}`),
    payChannel: (v, lang) => t(lang, `orders.channel.${v}`),
  }),
  stateColumn: 'status',
  commands: { refund: refundCommand },
});
