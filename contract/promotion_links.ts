// Promotion links: a channel's tracked address (/r/<code>) and its figures.
// Record types: ./records/promotion_links.ts.
import type { ResourceContract } from './types';

export type { PromotionLinkRecord, LinkStats, LinkDaily } from './records/promotion_links';

export const LINK_CHANNELS = ['bilibili', 'douyin', 'wechat', 'weibo', 'qq', 'other'] as const;
export type LinkChannel = (typeof LINK_CHANNELS)[number];

/** Letters, digits, '_' and '-', 3 to 32 of them: the part after /r/. */
export const LINK_CODE_PATTERN = '^[A-Za-z0-9_-]{3,32}$';
/** The public address of a link, under the panel's origin. */
export const linkAddress = (origin: string, code: string): string => `${origin.replace(/\/$/, '')}/r/${code}`;
/** The figures of a range, in the order the list and the chart show them. */
export const LINK_FIGURES = ['clicks', 'visitors', 'signups', 'orders', 'incomeCents'] as const;
export const LINK_MAX_RANGE_DAYS = 366;

export const LINK_CHANNEL_LABELS = {
  'zh-CN': { bilibili: '哔哩哔哩', douyin: '抖音', wechat: '微信', weibo: '微博', qq: 'QQ', other: '其他' },
  'en-US': { bilibili: 'Bilibili', douyin: 'Douyin', wechat: 'WeChat', weibo: 'Weibo', qq: 'QQ', other: 'Other' },
} as const;

export const PROMOTION_LINKS = {
  resource: 'promotion_links',
  // the income: clicks, sign-ups and orders are for anyone reading the links
  money: ['incomeCents'],
  labels: {
    'zh-CN': {
      name: '推广链接',
      fields: {
        id: 'ID', channel: '渠道', name: '名称', code: '短码', targetUrl: '目标地址', paused: '已暂停',
        clicks: '点击', visitors: '独立访客', signups: '注册', orders: '订单', incomeCents: '收入',
        createdAt: '创建时间', updatedAt: '更新时间', version: '版本',
      },
      filters: { q: '搜索' },
    },
    'en-US': {
      name: 'promotion link',
      fields: {
        id: 'ID', channel: 'Channel', name: 'Name', code: 'Code', targetUrl: 'Target URL', paused: 'Paused',
        clicks: 'Clicks', visitors: 'Unique visitors', signups: 'Sign-ups', orders: 'Orders', incomeCents: 'Income',
        createdAt: 'Created', updatedAt: 'Updated', version: 'Version',
      },
      filters: { q: 'Search' },
    },
  },
} as const satisfies ResourceContract;
