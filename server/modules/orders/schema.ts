// Kysely types of the orders module; keep in step with migrations/*.sql.
import type { ColumnType, Generated } from 'kysely';
import type { OrderState, PayChannel } from '../../../contract/orders';
import type { NullableTimestamp, Timestamp } from '../../db/schema';

/** The contract's states and channels (contract/orders.ts). */
export type OrderStatus = OrderState;
export type { PayChannel };
type NullableId = ColumnType<number | null, number | null | undefined, number | null>;

export interface OrdersTable {
  id: Generated<number>;
  order_no: Generated<string>;
  user_id: number;
  package_id: number;
  package_name_zh: string;
  package_name_en: string;
  package_price_cents: number;
  amount_cents: number;
  pay_channel: PayChannel;
  status: Generated<OrderStatus>;
  author_id: NullableId;
  revenue_share: Generated<number>;
  author_share_cents: Generated<number>;
  promotion_link_id: NullableId;
  refunded_cents: Generated<number>;
  paid_at: NullableTimestamp;
  closed_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

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
