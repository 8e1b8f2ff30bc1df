// Promotion links: a channel's tracked address (/r/<code>) and its figures.
// Record types: ./records/promotion_links.ts.
import { BOOKKEEPING, defineContract, f } from './fields';

export type { PromotionLinkRecord, LinkStats, LinkDaily } from './records/promotion_links';

/** Letters, digits, '_' and '-', 3 to 32 of them: the part after /r/. */
export const LINK_CODE_PATTERN = '^[A-Za-z0-9_-]{3,32}$';
/** The public address of a link, under the panel's origin. */
export const linkAddress = (origin: string, code: string): string => `${origin.replace(/\/$/, '')}/r/${code}`;
/** The figures of a range, in the order the list and the chart show them. */
export const LINK_FIGURES = ['clicks', 'visitors', 'signups', 'orders', 'incomeCents'] as const;
export const LINK_MAX_RANGE_DAYS = 366;

/** Each field once (contract/fields.ts); the figures are sums the links' query computes. */
export const PROMOTION_LINKS = defineContract({
  resource: 'promotion_links',
  fields: {
    id: f.id(),
    channel: f.enum(['渠道', 'Channel'], {
      bilibili: ['哔哩哔哩', 'Bilibili'], douyin: ['抖音', 'Douyin'], wechat: ['微信', 'WeChat'],
      weibo: ['微博', 'Weibo'], qq: ['QQ', 'QQ'], other: ['其他', 'Other'],
    }, { write: 'required', filter: true }),
    name: f.text(['名称', 'Name'], { write: 'required', min: 1, max: 80, pattern: '\\S', search: true, sort: true }),
    code: f.text(['短码', 'Code'], { write: true, max: 32, pattern: '^([A-Za-z0-9_-]{3,32})?$', note: 'generated when left out or empty', search: true }),
    targetUrl: f.text(['目标地址', 'Target URL'], {
      write: 'required', min: 1, max: 2000, pattern: '^https?://[^\\s/?#]+\\S*$',
      note: 'a full http(s) address, kept as typed; /r/ sends it percent-encoded with a punycode host, at most 2048 characters so encoded',
    }),
    paused: f.boolean(['已暂停', 'Paused'], { write: true, filter: true }),
    clicks: f.integer(['点击', 'Clicks'], { column: false }),
    visitors: f.integer(['独立访客', 'Unique visitors'], { column: false, note: 'unique visitors, counted per day' }),
    signups: f.integer(['注册', 'Sign-ups'], { column: false }),
    orders: f.integer(['订单', 'Orders'], { column: false, note: 'orders paid' }),
    // the income: clicks, sign-ups and orders are for anyone reading the links
    incomeCents: f.money(['收入', 'Income'], { column: false, note: 'net of refunds (fen)' }),
    ...BOOKKEEPING,
  },
  labels: { 'zh-CN': { name: '推广链接' }, 'en-US': { name: 'promotion link' } },
});

export const LINK_CHANNELS = Object.keys(PROMOTION_LINKS.fields.channel.values) as LinkChannel[];
export type LinkChannel = keyof typeof PROMOTION_LINKS.fields.channel.values;
