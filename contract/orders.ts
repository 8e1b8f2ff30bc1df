// Orders of power-station packages and their refunds: states, pay channels and
// every label a person reads about them. Amounts are integer fen in the API.
// Record types: ./records/orders.ts.
import type { ContractLang, ResourceContract } from './types';

export type { OrderRecord, OrderListItem, OrderRefund, RefundAnswer } from './records/orders';

export const ORDER_STATES = ['pending', 'paid', 'closed', 'partially_refunded', 'refunded'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** The states a refund may start from. */
export const REFUNDABLE_STATES = ['paid', 'partially_refunded'] as const satisfies readonly OrderState[];

export const PAY_CHANNELS = ['alipay', 'wechat', 'apple', 'card'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];

export const PAY_CHANNEL_LABELS: Record<ContractLang, Record<PayChannel, string>> = {
  'zh-CN': { alipay: '支付宝', wechat: '微信支付', apple: 'Apple 支付', card: '银行卡' },
  'en-US': { alipay: 'Alipay', wechat: 'WeChat Pay', apple: 'Apple Pay', card: 'Card' },
};

/** A refund's idempotency key: what a client may send (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_-]{8,64}$';

export const ORDERS = {
  resource: 'orders',
  states: ORDER_STATES,
  labels: {
    'zh-CN': {
      name: '订单',
      fields: {
        id: 'ID',
        orderNo: '订单号',
        userId: '用户',
        userName: '用户昵称',
        packageId: '套餐',
        packageNameZh: '套餐名称（中文）',
        packageNameEn: '套餐名称（英文）',
        packagePriceCents: '套餐价格',
        amountCents: '金额',
        payChannel: '支付渠道',
        status: '状态',
        authorId: '作者',
        authorName: '作者笔名',
        revenueShare: '作者分成比例（%）',
        authorShareCents: '作者分成',
        promotionLinkId: '推广链接',
        refundedCents: '已退款',
        refundableCents: '可退款',
        paidAt: '支付时间',
        closedAt: '关闭时间',
        createdAt: '下单时间',
        updatedAt: '更新时间',
        version: '版本',
        refunds: '退款记录',
      },
      filters: {
        q: '订单号、买家或作者', amountFrom: '金额起（元）', amountTo: '金额止（元）',
        paidFrom: '支付日期起', paidTo: '支付日期止', createdFrom: '下单日期起', createdTo: '下单日期止',
      },
      states: { pending: '待支付', paid: '已支付', closed: '已关闭', partially_refunded: '部分退款', refunded: '已退款' },
      actions: { refund: '退款' },
      history: { refund: '%{actor} 为%{name}退款' },
      reasons: {
        refund: ['用户申请退款', '重复支付', '套餐无法使用', '误购', '客服补偿'],
      },
    },
    'en-US': {
      name: 'order',
      fields: {
        id: 'ID',
        orderNo: 'Order no.',
        userId: 'User',
        userName: 'Nickname',
        packageId: 'Package',
        packageNameZh: 'Package name (Chinese)',
        packageNameEn: 'Package name (English)',
        packagePriceCents: 'Package price',
        amountCents: 'Amount',
        payChannel: 'Pay channel',
        status: 'Status',
        authorId: 'Author',
        authorName: 'Pen name',
        revenueShare: 'Author share (%)',
        authorShareCents: "Author's share",
        promotionLinkId: 'Promotion link',
        refundedCents: 'Refunded',
        refundableCents: 'Refundable',
        paidAt: 'Paid',
        closedAt: 'Closed',
        createdAt: 'Ordered',
        updatedAt: 'Updated',
        version: 'Version',
        refunds: 'Refunds',
      },
      filters: {
        q: 'Order no., buyer or author', amountFrom: 'Amount from (yuan)', amountTo: 'Amount to (yuan)',
        paidFrom: 'Paid from', paidTo: 'Paid until', createdFrom: 'Ordered from', createdTo: 'Ordered until',
      },
      states: { pending: 'Awaiting payment', paid: 'Paid', closed: 'Closed', partially_refunded: 'Partly refunded', refunded: 'Refunded' },
      actions: { refund: 'refunded' },
      buttons: { refund: 'Refund' },
      reasons: {
        refund: ['User asked for a refund', 'Paid twice', 'The package does not work', 'Bought by mistake', 'Goodwill gesture'],
      },
    },
  },
} as const satisfies ResourceContract;
