// exceptions: client exception reports grouped by fingerprint, as staff triage
// them — unresolved → resolved / ignored, and back (commands.ts). The clients
// write through POST /v3/exception/report (routes.ts, ingest.ts); staff read
// the groups with their 14-day sparkline, breakdowns and recent events here.
import { Type } from 'typebox';
import { sql, type Kysely } from 'kysely';
import { EXCEPTIONS, EXCEPTION_SPARK_DAYS, type ExceptionBreakdownRow, type ExceptionEvent } from '../../../contract/exceptions';
import { ExceptionGroupListItemSchema, ExceptionGroupSchema } from '../../../contract/records/exceptions';
import type { DB } from '../../db/schema';
import { declaredColumns } from '../../resources/declared';
import { iso } from '../../resources/mapping';
import { READ_ACTIONS, defineResource, filterOf, type Shape } from '../../resources/types';
import { exceptionTransitions } from './commands';
import { dayFilters } from '../../resources/days';

/** Events shown on a group's page (the newest; up to EXCEPTION_EVENTS_KEPT are stored). */
export const RECENT_EVENTS = 50;

const dailySql = sql<number[]>`(SELECT array_agg(coalesce(d.count, 0) ORDER BY s.day)
  FROM generate_series((now() AT TIME ZONE 'UTC')::date - ${EXCEPTION_SPARK_DAYS - 1}::int, (now() AT TIME ZONE 'UTC')::date, interval '1 day') AS s(day)
  LEFT JOIN exception_daily AS d ON d.group_id = exception_groups.id AND d.day = s.day::date)`;

const breakdownSql = (kind: 'version' | 'os') => sql<ExceptionBreakdownRow[]>`(SELECT coalesce(json_agg(json_build_object(
    'value', b.value, 'count', b.count) ORDER BY b.count DESC, b.value), '[]'::json)
  FROM exception_breakdowns AS b WHERE b.group_id = exception_groups.id AND b.kind = ${kind})`;

const eventsSql = sql<ExceptionEvent[]>`(SELECT coalesce(json_agg(json_build_object(
    'id', e.id, 'message', e.message, 'stack', e.stack, 'appVersion', e.app_version, 'os', e.os, 'device', e.device,
    'userId', e.user_ref, 'createdAt', e.created_at) ORDER BY e.id DESC), '[]'::json)
  FROM (SELECT * FROM exception_events AS x WHERE x.group_id = exception_groups.id ORDER BY x.id DESC LIMIT ${RECENT_EVENTS}) AS e)`;

const query = (db: Kysely<DB>, shape: Shape) => db.selectFrom('exception_groups')
  .select(declaredColumns(EXCEPTIONS, 'exception_groups', shape) as 'exception_groups.id'[])
  .select(dailySql.as('daily'))
  .$if(shape === 'record', (q) => q.select([breakdownSql('version').as('versions'), breakdownSql('os').as('os'), eventsSql.as('events')]));
interface GroupRow {
  app_versions?: string[]; daily?: number[]; top_frames?: string[]; versions?: ExceptionBreakdownRow[]; os?: ExceptionBreakdownRow[]; events?: ExceptionEvent[];
}

const counts = (rows: ExceptionBreakdownRow[] | undefined) => (rows ?? []).map((r) => ({ value: r.value, count: Number(r.count) }));

/** The lists as answered: a count arrives as a string, an event's time as the database wrote it. */
const columns = {
  appVersions: (row: GroupRow) => row.app_versions ?? [],
  daily: (row: GroupRow) => (row.daily ?? []).map(Number),
  topFrames: (row: GroupRow) => row.top_frames ?? [],
  versions: (row: GroupRow) => counts(row.versions),
  os: (row: GroupRow) => counts(row.os),
  events: (row: GroupRow) => (row.events ?? []).map((e) => ({ ...e, id: Number(e.id), createdAt: iso(e.createdAt) })),
};

const DESCRIPTION = `Client exception reports grouped by fingerprint (the type, the message with numbers, hex and ids \
stripped, and the top 3 stack frames). Clients write them through POST /v3/exception/report (a bot key holding \
exceptions:write); every batch keeps the group's counters, first / last seen, users affected, app versions and \
per-day counts up to date in the same transaction. Groups move unresolved → resolved / ignored and back \
(\`unresolve\`); a new event on a resolved group reopens it marked \`regressed\`. The newest 100 events of a group \
are kept, and none older than EXCEPTION_RETENTION_DAYS. Every change is audited; another state answers -5.`;

export default defineResource({
  contract: EXCEPTIONS,
  description: DESCRIPTION,
  table: 'exception_groups',
  permission: 'menu.exc',
  actions: READ_ACTIONS,
  schemas: { record: ExceptionGroupSchema, listItem: ExceptionGroupListItemSchema },
  filters: {
    appVersion: filterOf(Type.String({ maxLength: 50 }), (q, v) => q.where(sql<boolean>`${v} = ANY(exception_groups.app_versions)`)),
    ...dayFilters('createdFrom', 'createdTo', 'exception_groups.created_at', 'group first recorded'),
  },
  defaultSort: { field: 'lastSeen', order: 'DESC' },
  query,
  columns,
  stateColumn: 'status',
  transitions: exceptionTransitions,
});
