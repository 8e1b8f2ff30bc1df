// Author traffic (read-only): per author per Beijing day, views, visitors,
// likes, new followers, and the orders and income of orders paid that day.
// Each field once (contract/fields.ts); record types: ./records/author_traffic.ts.
import { defineContract, f } from './fields';

export type { TrafficRecord, TrafficSummary } from './records/author_traffic';

/** The figures of a day, in the order the list and the totals row show them. */
export const TRAFFIC_FIGURES = ['views', 'visitors', 'likes', 'followers', 'orders', 'incomeCents'] as const;
export type TrafficFigure = (typeof TRAFFIC_FIGURES)[number];

/** The longest range one summary covers (days). */
export const TRAFFIC_MAX_RANGE_DAYS = 366;
/** How many authors the "top authors" chart draws. */
export const TRAFFIC_TOP_AUTHORS = 5;

export const AUTHOR_TRAFFIC = defineContract({
  resource: 'author_traffic',
  fields: {
    id: f.id(),
    authorId: f.reference(['作者', 'Author'], { table: 'authors', label: 'pen_name' }, { filter: true, lookup: true }),
    authorName: f.text(['作者', 'Author'], { column: false }),
    // a date column, answered as its text (server/modules/traffic/traffic.ts)
    day: f.date(['日期', 'Day'], { column: false, note: 'a Beijing day' }),
    views: f.integer(['浏览量', 'Views'], { sort: true }),
    visitors: f.integer(['访客数', 'Visitors']),
    likes: f.integer(['点赞数', 'Likes']),
    followers: f.integer(['新增关注', 'New followers'], { note: 'new followers (net: may be negative)' }),
    orders: f.integer(['订单数', 'Orders'], { note: 'orders paid that day', sort: true }),
    // the income: views and followers are for anyone reading the traffic
    incomeCents: f.money(['收入', 'Income'], { note: 'what they brought, net of refunds (fen)', sort: true }),
  },
  labels: {
    'zh-CN': { name: '作者流量', filters: { dayFrom: '日期起', dayTo: '日期止' } },
    'en-US': { name: 'author traffic', filters: { dayFrom: 'From', dayTo: 'To' } },
  },
});
