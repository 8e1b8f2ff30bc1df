// Kysely types of the orders module; keep in step with migrations/*.sql. The orders table's
// columns are its declaration's (contract/orders.ts), those with a DEFAULT named.
import type { ColumnType, Generated } from 'kysely';
import type { ORDERS, OrderState, PayChannel } from '../../../contract/orders';
import type { TableOf } from '../../db/declared-table';
import type { Timestamp } from '../../db/schema';

/** The contract's states and channels (contract/orders.ts). */
export type OrderStatus = OrderState;
export type { PayChannel };
type NullableId = ColumnType<number | null, number | null | undefined, number | null>;

export type OrdersTable = TableOf<typeof ORDERS.fields, 'orderNo' | 'status' | 'revenueShare' | 'authorShareCents' | 'refundedCents' | 'version'>;

export interface OrderRefundsTable {
  id: Generated<number>;
  order_id: number;
  amount_cents: number;
  clawback_cents: Generated<number>;
  reason: string;
  idempotency_key: string;
  refunded_after: number;
  status_after: OrderStatus;
  actor_id: NullableId;
  actor_name: Generated<string>;
  created_at: Timestamp;
}

declare module '../../db/schema' {
  interface DB {
    orders: OrdersTable;
    order_refunds: OrderRefundsTable;
  }
}
