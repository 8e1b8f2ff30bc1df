// author_traffic (read-only): one row per author per Beijing day — the
// platform's counters and the orders' figures kept by the orders trigger
// (migrations/0017_author_traffic.sql). List, filters, CSV export; the totals
// row and the charts come from summary.ts. Schemas, sorts, CSV and the income's
// money mark: the declaration (contract/author_traffic.ts).
import { Type } from 'typebox';
import { sql, type Kysely } from 'kysely';
import { AUTHOR_TRAFFIC } from '../../../contract/author_traffic';
import type { DB } from '../../db/schema';
import { declaredColumns } from '../../resources/declared';
import { READ_ACTIONS, defineResource, filterOf, type Shape } from '../../resources/types';
import './messages';

export const TRAFFIC_KEY = 'mdr.wow.author';
export const Day = Type.String({ format: 'date', description: 'a Beijing day (YYYY-MM-DD)' });

const query = (db: Kysely<DB>, shape: Shape) => db.selectFrom('author_traffic')
  .innerJoin('authors', 'authors.id', 'author_traffic.author_id')
  .select(declaredColumns(AUTHOR_TRAFFIC, 'author_traffic', shape) as 'author_traffic.id'[])
  .select(['authors.pen_name as author_name', sql<string>`author_traffic.day::text`.as('day')]);

const DESCRIPTION = `Per author per Beijing day: views, visitors, likes and new followers as the platform \
counts them, and the orders paid that day with their income net of refunds (fen), kept in the same transaction \
as the orders. \`summary {dayFrom, dayTo, authorId?}\` answers the range's totals and per-day series (one author, \
or all authors and the top ${5} by views).`;

export default defineResource({
  contract: AUTHOR_TRAFFIC,
  description: DESCRIPTION,
  table: 'author_traffic',
  permission: TRAFFIC_KEY,
  actions: READ_ACTIONS,
  hasUpdatedAt: false,
  filters: {
    dayFrom: filterOf(Day, (q, v) => q.where('author_traffic.day', '>=', v)),
    dayTo: filterOf(Day, (q, v) => q.where('author_traffic.day', '<=', v)),
  },
  sorts: { day: 'author_traffic.day' },
  defaultSort: { field: 'day', order: 'DESC' },
  query,
});
