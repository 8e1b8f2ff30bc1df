// An order (from its declaration, contract/orders.ts) and a refund as the API answers
// them; the panel imports only the types.
import { Type, type Static } from 'typebox';
import type { ListItemOf } from '../fields';
import { ORDERS, ORDER_STATES } from '../orders';
import { recordSchemaOf } from './declared';
import { DateTime, Nullable, StringEnum } from './schema';

const OrderStatus = StringEnum(ORDER_STATES);

/** One refund: who, why, how much, and the order's state right after it. */
export const OrderRefundSchema = Type.Object({
  id: Type.Integer(),
  orderId: Type.Integer(),
  amountCents: Type.Integer({ description: 'fen' }),
  clawbackCents: Type.Integer({ description: "fen taken back from the author's balance" }),
  reason: Type.String(),
  idempotencyKey: Type.String(),
  refundedAfter: Type.Integer({ description: "the order's total refunded after this refund, fen" }),
  statusAfter: OrderStatus,
  actorId: Nullable(Type.Integer()),
  actorName: Type.String(),
  createdAt: DateTime,
});

export const OrderSchema = recordSchemaOf(ORDERS, {
  refunds: Type.Array(OrderRefundSchema, { description: 'Refunds: oldest first; only in `get`' }),
});

/** What `refund` answers: the refund (the first one again for a repeated key) and whether it was a repeat. */
export const RefundAnswerSchema = Type.Object({
  refund: OrderRefundSchema,
  replayed: Type.Boolean({ description: 'true when the key had been used: nothing was refunded now' }),
});

export type OrderRefund = Static<typeof OrderRefundSchema>;
export type OrderListItem = ListItemOf<typeof ORDERS.fields>;
export type OrderRecord = OrderListItem & { refunds: OrderRefund[] };
export type RefundAnswer = Static<typeof RefundAnswerSchema>;
