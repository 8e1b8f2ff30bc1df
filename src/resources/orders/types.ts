import type { OrderListItem, OrderRecord } from '../../../contract/orders';
import type { ListQuery } from '../types';

/** Route (react-admin resource) name; the API resource is 'orders'. */
export const ORDER_RESOURCE = 'orders/orders';

/** The list's default order and page size (its List, and the prefetch of src/listPrefetch.ts). */
export const ORDER_LIST_QUERY: ListQuery = { sort: { field: 'createdAt', order: 'DESC' }, perPage: 20 };

/** An order as list and get answer it (`refunds` only from get). */
export type Order = OrderListItem & Partial<Pick<OrderRecord, 'refunds'>>;
