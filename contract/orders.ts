// Orders of power-station packages and their refunds: states, pay channels and
// every label a person reads about them. Amounts are integer fen in the API.
// Each field once (contract/fields.ts); record types: ./records/orders.ts.
import { BOOKKEEPING, defineContract, f } from './fields';

export type { OrderRecord, OrderListItem, OrderRefund, RefundAnswer } from './records/orders';

export const ORDER_STATES = ['pending', 'paid', 'closed', 'partially_refunded', 'refunded'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** The states a refund may start from. */
export const REFUNDABLE_STATES = ['paid', 'partially_refunded'] as const satisfies readonly OrderState[];

const PAY_CHANNEL_VALUES = {
  alipay: ['支付宝', 'Alipay'], wechat: ['微信支付', 'WeChat Pay'], apple: ['Apple 支付', 'Apple Pay'], card: ['银行卡', 'Card'],
} as const;
export type PayChannel = keyof typeof PAY_CHANNEL_VALUES;
export const PAY_CHANNELS = Object.keys(PAY_CHANNEL_VALUES) as PayChannel[];

/** A refund's idempotency key: what a client may send (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_-]{8,64}$';

/** Amounts are fen, answered to every reader of orders (exported in yuan by their names). */
export const ORDERS = defineContract({
  resource: 'orders',
  states: ORDER_STATES,
  fields: {
    id: f.id(),
    orderNo: f.text(['订单号', 'Order no.']),
    userId: f.reference(['用户', 'User'], { table: 'users', label: 'nickname' }, { filter: true, lookup: true }),
    userName: f.text(['用户昵称', 'Nickname'], { column: false }),
    packageId: f.reference(['套餐', 'Package'], { table: 'power_packages', label: 'name_zh' }, { filter: true, lookup: true }),
    packageNameZh: f.text(['套餐名称（中文）', 'Package name (Chinese)'], { note: 'snapshot at order time' }),
    packageNameEn: f.text(['套餐名称（英文）', 'Package name (English)'], { note: 'snapshot at order time' }),
    packagePriceCents: f.integer(['套餐价格', 'Package price'], { note: 'fen, snapshot at order time' }),
    amountCents: f.integer(['金额', 'Amount'], { note: 'fen', sort: true }),
    payChannel: f.enum(['支付渠道', 'Pay channel'], PAY_CHANNEL_VALUES, { filter: true }),
    status: f.state(['状态', 'Status'], ORDER_STATES, { filter: true }),
    authorId: f.reference(['作者', 'Author'], { table: 'authors', label: 'pen_name' }, { nullable: true, filter: true, lookup: true }),
    authorName: f.text(['作者笔名', 'Pen name'], { column: false, nullable: true }),
    revenueShare: f.integer(['作者分成比例（%）', 'Author share (%)'], { note: "the author's share in % when paid" }),
    authorShareCents: f.integer(['作者分成', "Author's share"], { note: "fen credited to the author's ledger when paid" }),
    promotionLinkId: f.reference(['推广链接', 'Promotion link'], { table: 'promotion_links', label: 'name' }, { nullable: true, filter: true }),
    refundedCents: f.integer(['已退款', 'Refunded'], { note: 'fen', sort: true, history: true }),
    refundableCents: f.integer(['可退款', 'Refundable'], { column: false, note: 'fen; 0 unless paid or partly refunded' }),
    paidAt: f.dateTime(['支付时间', 'Paid'], { nullable: true, sort: true }),
    closedAt: f.dateTime(['关闭时间', 'Closed'], { nullable: true }),
    createdAt: f.dateTime(['下单时间', 'Ordered'], { sort: true }),
    updatedAt: BOOKKEEPING.updatedAt,
    version: BOOKKEEPING.version,
    // every refund (records/orders.ts gives its shape)
    refunds: f.json(['退款记录', 'Refunds'], { column: false, recordOnly: true, note: 'oldest first; only in `get`' }),
  },
  labels: {
    'zh-CN': {
      name: '订单',
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
});
