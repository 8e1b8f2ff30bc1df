// author_traffic (read-only): one row per author per Beijing day — the
// platform's counters and the orders' figures kept by the orders trigger
// (migrations/0017_author_traffic.sql). List, filters, CSV export; the totals
// row and the charts come from summary.ts.
import { Type } from '@sinclair/typebox';
import { sql, type Kysely } from 'kysely';
import { AUTHOR_TRAFFIC } from '../../../contract/author_traffic';
import { TrafficSchema } from '../../../contract/records/author_traffic';
import type { DB } from '../../db/schema';
import { schemaColumns } from '../../resources/csv';
import { Id } from '../../resources/schemas';
import { READ_ACTIONS, defineResource, filterOf, type Shape } from '../../resources/types';
import { answerOf } from '../../resources/mapping';
import './messages';

export const TRAFFIC_KEY = 'mdr.wow.author';
export const Day = Type.String({ format: 'date', description: 'a Beijing day (YYYY-MM-DD)' });

const query = (db: Kysely<DB>, _shape: Shape) => db.selectFrom('author_traffic')
  .innerJoin('authors', 'authors.id', 'author_traffic.author_id')
  .select([
    'author_traffic.id', 'author_traffic.author_id', 'authors.pen_name as author_name',
    sql<string>`author_traffic.day::text`.as('day'), 'author_traffic.views', 'author_traffic.visitors',
    'author_traffic.likes', 'author_traffic.followers', 'author_traffic.orders', 'author_traffic.income_cents',
  ]);
const toResponse = answerOf(TrafficSchema);

const DESCRIPTION = `Per author per Beijing day: views, visitors, likes and new followers as the platform \
counts them, and the orders paid that day with their income net of refunds (fen), kept in the same transaction \
as the orders. \`summary {dayFrom, dayTo, authorId?}\` answers the range's totals and per-day series (one author, \
or all authors and the top ${5} by views).`;

export default defineResource({
  name: 'author_traffic',
  description: DESCRIPTION,
  table: 'author_traffic',
  permission: TRAFFIC_KEY,
  actions: READ_ACTIONS,
  hasUpdatedAt: false,
  schemas: { record: TrafficSchema },
  filters: {
    authorId: filterOf(Id, (q, v) => q.where('author_traffic.author_id', '=', v)),
    dayFrom: filterOf(Day, (q, v) => q.where('author_traffic.day', '>=', v)),
    dayTo: filterOf(Day, (q, v) => q.where('author_traffic.day', '<=', v)),
  },
  sorts: {
    id: 'author_traffic.id', day: 'author_traffic.day', views: 'author_traffic.views',
    orders: 'author_traffic.orders', incomeCents: 'author_traffic.income_cents',
  },
  defaultSort: { field: 'day', order: 'DESC' },
  query,
  toResponse,
  references: { authorId: { table: 'authors', label: 'pen_name' } },
  moneyFields: AUTHOR_TRAFFIC.money,
  csv: schemaColumns('author_traffic', TrafficSchema),
});
