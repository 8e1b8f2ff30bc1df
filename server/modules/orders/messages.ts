// Messages of the orders module: its errors (field, state and pay-channel names come
// from the contract: server/resources/messages.ts).
import { registerMessages } from '../../core/i18n';

registerMessages({
  'zh-CN': {
    'orders.error.not_refundable': '只有已支付或部分退款的订单可以退款',
    'orders.error.refund_exceeds': '退款金额超过可退金额 {max}',
    'orders.error.key_reused': '幂等键 {key} 已用于另一笔退款（{amount}）：重发完全相同的请求会返回那笔退款，新的退款请换用新的键',
  },
  'en-US': {
    'orders.error.not_refundable': 'Only paid or partly refunded orders can be refunded',
    'orders.error.refund_exceeds': 'The refund is more than the refundable {max}',
    'orders.error.key_reused': 'Idempotency key {key} was already used for a different refund ({amount}): the very same request answers that refund again; a new refund needs a new key',
  },
});
