// order_refunds (read-only, docs/api.md): every refund with its order and the
// order's author, for finance to list, filter and total (data.totals) and
// export. Written only by the refund command (./refund.ts). Schemas, columns,
// sorts, CSV: the declaration (contract/order_refunds.ts).
import type { Kysely } from 'kysely';
import { ORDER_REFUNDS } from '../../../contract/order_refunds';
import { Id } from '../../../contract/records/schema';
import type { DB } from '../../db/schema';
import { declaredColumns } from '../../resources/declared';
import { READ_ACTIONS, defineResource, filterOf, type Shape } from '../../resources/types';

const query = (db: Kysely<DB>, shape: Shape) => db.selectFrom('order_refunds')
  .innerJoin('orders', 'orders.id', 'order_refunds.order_id')
  .leftJoin('authors', 'authors.id', 'orders.author_id')
  .select(declaredColumns(ORDER_REFUNDS, 'order_refunds', shape) as 'order_refunds.id'[])
  .select(['orders.order_no', 'orders.author_id', 'authors.pen_name as author_name']);

export default defineResource({
  contract: ORDER_REFUNDS,
  table: 'order_refunds',
  permission: 'mdr.orders',
  actions: READ_ACTIONS,
  hasUpdatedAt: false,
  query,
  // orders by the NOT NULL order_id, authors by primary key (left join): neither drops nor repeats a refund
  joinsAreLookups: true,
  filters: {
    authorId: filterOf(Id, (q, v) => q.where('orders.author_id', '=', v)),
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  totals: { amountCents: true, clawbackCents: true },
});
