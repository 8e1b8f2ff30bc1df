// exceptions: client exception reports grouped by fingerprint, as staff triage
// them — unresolved → resolved / ignored, and back (commands.ts). The clients
// write through POST /v3/exception/report (routes.ts, ingest.ts); staff read
// the groups with their 14-day sparkline, breakdowns and recent events here.
import { Type } from '@sinclair/typebox';
import { sql, type Kysely } from 'kysely';
import { EXCEPTION_SPARK_DAYS, type ExceptionBreakdownRow, type ExceptionEvent } from '../../../contract/exceptions';
import { ExceptionGroupListItemSchema, ExceptionGroupSchema, ExceptionStatus } from '../../../contract/records/exceptions';
import type { DB } from '../../db/schema';
import { t } from '../../core/i18n';
import { schemaColumns } from '../../resources/csv';
import { answerOf, iso, type RowOf } from '../../resources/mapping';
import { containsPattern } from '../../resources/query';
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
  .select([
    'exception_groups.id', 'exception_groups.fingerprint', 'exception_groups.type', 'exception_groups.title',
    'exception_groups.status', 'exception_groups.regressed', 'exception_groups.event_count', 'exception_groups.user_count',
    'exception_groups.app_versions', 'exception_groups.first_seen', 'exception_groups.last_seen', 'exception_groups.resolved_at',
    'exception_groups.created_at', 'exception_groups.updated_at', 'exception_groups.version',
  ])
  .select(dailySql.as('daily'))
  .$if(shape === 'record', (q) => q.select([
    'exception_groups.message', 'exception_groups.top_frames', breakdownSql('version').as('versions'),
    breakdownSql('os').as('os'), eventsSql.as('events'),
  ]));
type GroupRow = RowOf<typeof query> & {
  message?: string; top_frames?: string[]; versions?: ExceptionBreakdownRow[]; os?: ExceptionBreakdownRow[]; events?: ExceptionEvent[];
};

const listColumns = {
  appVersions: (row: GroupRow) => row.app_versions ?? [],
  daily: (row: GroupRow) => (row.daily ?? []).map(Number),
} as const;
const toListItem = answerOf<typeof ExceptionGroupListItemSchema, GroupRow>(ExceptionGroupListItemSchema, listColumns);

const counts = (rows: ExceptionBreakdownRow[] | undefined) => (rows ?? []).map((r) => ({ value: r.value, count: Number(r.count) }));

const toResponse = answerOf<typeof ExceptionGroupSchema, GroupRow>(ExceptionGroupSchema, {
  ...listColumns,
  message: (row) => row.message ?? '',
  topFrames: (row) => row.top_frames ?? [],
  versions: (row) => counts(row.versions),
  os: (row) => counts(row.os),
  events: (row) => (row.events ?? []).map((e) => ({ ...e, id: Number(e.id), createdAt: iso(e.createdAt) })),
});

const DESCRIPTION = `Client exception reports grouped by fingerprint (the type, the message with numbers, hex and ids \
stripped, and the top 3 stack frames). Clients write them through POST /v3/exception/report (a bot key holding \
exceptions:write); every batch keeps the group's counters, first / last seen, users affected, app versions and \
per-day counts up to date in the same transaction. Groups move unresolved → resolved / ignored and back \
(\`unresolve\`); a new event on a resolved group reopens it marked \`regressed\`. The newest 100 events of a group \
are kept, and none older than EXCEPTION_RETENTION_DAYS. Every change is audited; another state answers -5.`;

export default defineResource({
  name: 'exceptions',
  description: DESCRIPTION,
  table: 'exception_groups',
  permission: 'menu.exc',
  actions: READ_ACTIONS,
  schemas: { record: ExceptionGroupSchema, listItem: ExceptionGroupListItemSchema },
  filters: {
    status: filterOf(Type.Union([ExceptionStatus, Type.Array(ExceptionStatus, { minItems: 1, maxItems: 3 })]), (q, v) =>
      (Array.isArray(v) ? q.where('exception_groups.status', 'in', v) : q.where('exception_groups.status', '=', v))),
    regressed: filterOf(Type.Boolean(), (q, v) => q.where('exception_groups.regressed', '=', v)),
    type: filterOf(Type.String({ maxLength: 200 }), (q, v) => q.where('exception_groups.type', '=', v)),
    appVersion: filterOf(Type.String({ maxLength: 50 }), (q, v) => q.where(sql<boolean>`${v} = ANY(exception_groups.app_versions)`)),
    q: filterOf(Type.String({ maxLength: 100 }), (q, v) => q.where((eb) => eb.or([
      eb('exception_groups.title', 'ilike', containsPattern(v)),
      eb('exception_groups.type', 'ilike', containsPattern(v)),
    ]))),
    ...dayFilters('createdFrom', 'createdTo', 'exception_groups.created_at', 'group first recorded'),
  },
  sorts: {
    id: 'exception_groups.id', lastSeen: 'exception_groups.last_seen', firstSeen: 'exception_groups.first_seen',
    eventCount: 'exception_groups.event_count', userCount: 'exception_groups.user_count', status: 'exception_groups.status',
  },
  defaultSort: { field: 'lastSeen', order: 'DESC' },
  query,
  toListItem,
  toResponse,
  history: { fields: ['status', 'regressed'] },
  csv: schemaColumns('exceptions', ExceptionGroupListItemSchema, {
    status: (v, lang) => t(lang, `exceptions.state.${v}`),
    appVersions: (v) => (v as string[]).join(' '),
    daily: (v) => (v as number[]).join(' '),
  }),
  stateColumn: 'status',
  transitions: exceptionTransitions,
});
