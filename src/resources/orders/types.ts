import type { OrderListItem, OrderRecord } from '../../../contract/orders';

/** Route (react-admin resource) name; the API resource is 'orders'. */
export const ORDER_RESOURCE = 'orders/orders';

/** An order as list and get answer it (`refunds` only from get). */
export type Order = OrderListItem & Partial<Pick<OrderRecord, 'refunds'>>;
