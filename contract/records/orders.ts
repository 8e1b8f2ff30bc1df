// An order and a refund as the API answers them; the panel imports only the types.
import { Type, type Static } from '@sinclair/typebox';
import { ORDERS, ORDER_STATES, PAY_CHANNELS } from '../orders';
import { DateTime, Nullable, StringEnum, labelled } from './schema';

export const OrderStatus = StringEnum(ORDER_STATES);
export const PayChannel = StringEnum(PAY_CHANNELS);

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

const F = ORDERS.labels['en-US'].fields;

const listFields = {
  id: Type.Integer(),
  orderNo: Type.String(),
  userId: Type.Integer(),
  userName: Type.String(),
  packageId: Type.Integer(),
  packageNameZh: Type.String({ description: 'snapshot at order time' }),
  packageNameEn: Type.String({ description: 'snapshot at order time' }),
  packagePriceCents: Type.Integer({ description: 'fen, snapshot at order time' }),
  amountCents: Type.Integer({ description: 'fen' }),
  payChannel: PayChannel,
  status: OrderStatus,
  authorId: Nullable(Type.Integer()),
  authorName: Nullable(Type.String()),
  revenueShare: Type.Integer({ description: "the author's share in % when paid" }),
  authorShareCents: Type.Integer({ description: "fen credited to the author's ledger when paid" }),
  promotionLinkId: Nullable(Type.Integer()),
  refundedCents: Type.Integer({ description: 'fen' }),
  refundableCents: Type.Integer({ description: 'fen; 0 unless paid or partly refunded' }),
  paidAt: Nullable(DateTime),
  closedAt: Nullable(DateTime),
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Type.Integer(),
};
export const OrderListItemSchema = Type.Object(labelled(listFields, F));

export const OrderSchema = Type.Object(labelled({
  ...listFields,
  refunds: Type.Array(OrderRefundSchema, { description: 'oldest first; only in `get`' }),
}, F));

/** What `refund` answers: the refund (the first one again for a repeated key) and whether it was a repeat. */
export const RefundAnswerSchema = Type.Object({
  refund: OrderRefundSchema,
  replayed: Type.Boolean({ description: 'true when the key had been used: nothing was refunded now' }),
});

export type OrderListItem = Static<typeof OrderListItemSchema>;
export type OrderRecord = Static<typeof OrderSchema>;
export type OrderRefund = Static<typeof OrderRefundSchema>;
export type RefundAnswer = Static<typeof RefundAnswerSchema>;
