// Refunds of orders (read-only): one row per refund the refund command made
// (server/modules/orders/refund.ts), with the author's share it clawed back.
// Each field once (contract/fields.ts); the order's own refunds also come
// with the order (contract/records/orders.ts).
import { defineContract, f } from './fields';

export const ORDER_REFUNDS = defineContract({
  resource: 'order_refunds',
  fields: {
    id: f.id(),
    orderId: f.reference(['订单', 'Order'], { table: 'orders', label: 'order_no' }, { filter: true }),
    orderNo: f.text(['订单号', 'Order no.'], { column: false }),
    authorId: f.reference(['作者', 'Author'], { table: 'authors', label: 'pen_name' },
      { column: false, nullable: true, filter: true, lookup: true, note: "the order's author" }),
    authorName: f.text(['作者笔名', 'Pen name'], { column: false, nullable: true }),
    amountCents: f.integer(['退款金额', 'Refunded'], { note: 'fen', sort: true }),
    clawbackCents: f.integer(['作者扣回', 'Clawed back'], { note: "fen taken back from the author's balance" }),
    refundedAfter: f.integer(['累计退款', 'Refunded in all'], { note: "fen refunded of the order after this refund" }),
    statusAfter: f.enum(['退款后状态', 'Order status after'], {
      partially_refunded: ['部分退款', 'Partly refunded'], refunded: ['已退款', 'Refunded'],
    }),
    reason: f.text(['原因', 'Reason']),
    idempotencyKey: f.text(['幂等键', 'Idempotency key'], { export: false }),
    actorId: f.reference(['操作人', 'By'], { table: 'admins', label: 'name' }, { nullable: true, filter: true, lookup: true }),
    actorName: f.text(['操作人姓名', 'Staff name']),
    createdAt: f.dateTime(['退款时间', 'Refunded at'], { sort: true, filter: 'created' }),
  },
  labels: {
    'zh-CN': { name: '退款记录', filters: { createdFrom: '退款日期起', createdTo: '退款日期止' } },
    'en-US': { name: 'refund', filters: { createdFrom: 'Refunded from', createdTo: 'Refunded until' } },
  },
});
