// Labels of fields, states, channels and the refund's common reasons come from
// the contract (contract/orders.ts); here only the panel's own words.
import { ORDERS } from '../../../contract/orders';
import { contractMessages } from '../shared/contractMessages';
import type { ResourceMessages } from '../types';

export const messages: { 'zh-CN': ResourceMessages; 'en-US': ResourceMessages } = {
  'zh-CN': {
    cards: { orders: '订单与收入' },
    tabs: { orders: '订单', refunds: '退款' },
    name: '订单 |||| 订单',
    ...contractMessages(ORDERS, 'zh-CN'),
    notify: { refund: '已退款 %{amount}', replayed: '该请求已处理过：%{amount}' },
    refund: {
      title: '退款：%{orderNo}',
      amount: '退款金额（元）',
      max: '最多可退 %{max}',
      share: '将从作者余额中扣回约 %{share}（按比例）',
      effect: '将向买家退款 %{amount}。退款不可撤销。',
      effect_share: '将向买家退款 %{amount}；作者余额按比例扣回 %{share}（余额可能因此为负）。退款不可撤销。',
      invalid: '请输入 0.01 至 %{max} 之间的金额',
    },
    timeline: {
      title: '时间线',
      created: '下单',
      paid: '支付成功（%{channel}）',
      closed: '订单关闭',
      refund: '%{actor} 退款 %{amount} · 原因：%{reason} · 扣回作者 %{clawback}',
      share: '作者分成：%{share}（%{percent}%）',
    },
  },
  'en-US': {
    cards: { orders: 'Orders and income' },
    tabs: { orders: 'Orders', refunds: 'Refunds' },
    name: 'Order |||| Orders',
    ...contractMessages(ORDERS, 'en-US'),
    notify: { refund: 'Refunded %{amount}', replayed: 'This request was already done: %{amount}' },
    refund: {
      title: 'Refund %{orderNo}',
      amount: 'Refund amount (yuan)',
      max: 'At most %{max} can be refunded',
      share: "About %{share} comes back from the author's balance (pro rata)",
      effect: 'Refunds %{amount} to the buyer. A refund cannot be undone.',
      effect_share: "Refunds %{amount} to the buyer; %{share} is taken back from the author's balance, pro rata (it may go negative). A refund cannot be undone.",
      invalid: 'Enter an amount from 0.01 to %{max}',
    },
    timeline: {
      title: 'Timeline',
      created: 'Ordered',
      paid: 'Paid (%{channel})',
      closed: 'Closed',
      refund: '%{actor} refunded %{amount} · Reason: %{reason} · Clawed back from the author: %{clawback}',
      share: "Author's share: %{share} (%{percent}%)",
    },
  },
};
