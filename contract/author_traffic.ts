// Author traffic (read-only): per author per Beijing day, views, visitors,
// likes, new followers, and the orders and income of orders paid that day.
// Record types: ./records/author_traffic.ts.
import type { ResourceContract } from './types';

export type { TrafficRecord, TrafficSummary } from './records/author_traffic';

/** The figures of a day, in the order the list and the totals row show them. */
export const TRAFFIC_FIGURES = ['views', 'visitors', 'likes', 'followers', 'orders', 'incomeCents'] as const;
export type TrafficFigure = (typeof TRAFFIC_FIGURES)[number];

/** The longest range one summary covers (days). */
export const TRAFFIC_MAX_RANGE_DAYS = 366;
/** How many authors the "top authors" chart draws. */
export const TRAFFIC_TOP_AUTHORS = 5;

export const AUTHOR_TRAFFIC = {
  resource: 'author_traffic',
  // the income: views and followers are for anyone reading the traffic
  money: ['incomeCents'],
  labels: {
    'zh-CN': {
      name: '作者流量',
      fields: {
        id: 'ID', authorId: '作者', authorName: '作者', day: '日期', views: '浏览量', visitors: '访客数', likes: '点赞数',
        followers: '新增关注', orders: '订单数', incomeCents: '收入',
      },
      filters: { dayFrom: '日期起', dayTo: '日期止' },
    },
    'en-US': {
      name: 'author traffic',
      fields: {
        id: 'ID', authorId: 'Author', authorName: 'Author', day: 'Day', views: 'Views', visitors: 'Visitors', likes: 'Likes',
        followers: 'New followers', orders: 'Orders', incomeCents: 'Income',
      },
      filters: { dayFrom: 'From', dayTo: 'To' },
    },
  },
} as const satisfies ResourceContract;
