// Messages of the orders module: pay-channel names from the contract (contract/orders.ts),
// its errors here (field and state names: server/resources/messages.ts).
import { PAY_CHANNEL_LABELS } from '../../../contract/orders';
import { registerMessages } from '../../core/i18n';

const channels = (lang: 'zh-CN' | 'en-US') =>
  Object.fromEntries(Object.entries(PAY_CHANNEL_LABELS[lang]).map(([c, label]) => [`orders.channel.${c}`, label]));
registerMessages({ 'zh-CN': channels('zh-CN'), 'en-US': channels('en-US') });

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
