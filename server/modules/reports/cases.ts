// reports (/mdr/reports/list|get): the cases gathering the players' reports,
// one open case per target, with its score, distinct reporters, reports per
// reason, the target's title and author; `get` adds every report with its
// reporter's accuracy. The platform writes through POST /v3/reports/create
// (routes.ts, intake.ts); decisions on a case are a later step (docs/reports.md).
import { Type } from 'typebox';
import { sql, type Kysely } from 'kysely';
import { REPORTS, REPORT_ACCURACY_WINDOW, REPORT_REASONS, REPORT_SETTING_MAX, type ReportEntry } from '../../../contract/reports';
import { ReportCaseListItemSchema, ReportCaseSchema } from '../../../contract/records/reports';
import type { DB } from '../../db/schema';
import { reportDecisions } from './decisions';
import { declaredColumns } from '../../resources/declared';
import { iso } from '../../resources/mapping';
import { StringEnum } from '../../resources/schemas';
import { defineResource, filterOf, type Shape } from '../../resources/types';

/** The target's title (a user's nickname, an author's pen name): the case list's and the queue's. */
export const titleSql = sql<string | null>`(CASE report_cases.target_type
  WHEN 'articles' THEN (SELECT t.title FROM articles AS t WHERE t.id = report_cases.target_id)
  WHEN 'builds' THEN (SELECT t.title FROM builds AS t WHERE t.id = report_cases.target_id)
  WHEN 'live_rooms' THEN (SELECT t.title FROM live_rooms AS t WHERE t.id = report_cases.target_id)
  WHEN 'users' THEN (SELECT t.nickname FROM users AS t WHERE t.id = report_cases.target_id)
  WHEN 'authors' THEN (SELECT t.pen_name FROM authors AS t WHERE t.id = report_cases.target_id) END)`;

const authorSql = sql<string | null>`(CASE report_cases.target_type
  WHEN 'articles' THEN (SELECT a.pen_name FROM articles AS t JOIN authors AS a ON a.id = t.author_id WHERE t.id = report_cases.target_id)
  WHEN 'builds' THEN (SELECT u.nickname FROM builds AS t JOIN users AS u ON u.id = t.user_id WHERE t.id = report_cases.target_id)
  WHEN 'live_rooms' THEN (SELECT u.nickname FROM live_rooms AS t JOIN users AS u ON u.id = t.user_id WHERE t.id = report_cases.target_id)
  WHEN 'users' THEN (SELECT t.nickname FROM users AS t WHERE t.id = report_cases.target_id)
  WHEN 'authors' THEN (SELECT u.nickname FROM authors AS t JOIN users AS u ON u.id = t.user_id WHERE t.id = report_cases.target_id) END)`;

const reasonsSql = sql<Record<string, number>>`(SELECT coalesce(json_object_agg(x.reason, x.n), '{}'::json)
  FROM (SELECT r.reason, count(*) AS n FROM reports AS r WHERE r.case_id = report_cases.id GROUP BY r.reason) AS x)`;

/** Each report with its reporter's accuracy over their last decided reports (null before any). */
const reportsSql = sql<ReportEntry[]>`(SELECT coalesce(json_agg(json_build_object(
    'id', r.id, 'reporterId', r.reporter_id, 'reason', r.reason, 'text', r.text, 'merged', r.merged, 'createdAt', r.created_at,
    'reporterAccuracy', (SELECT CASE WHEN count(*) = 0 THEN NULL ELSE (count(*) FILTER (WHERE l.outcome = 'upheld'))::float8 / count(*) END
      FROM (SELECT d.outcome FROM reports AS d WHERE d.reporter_id = r.reporter_id AND d.outcome IS NOT NULL
            ORDER BY d.decided_at DESC LIMIT ${REPORT_ACCURACY_WINDOW}) AS l)
  ) ORDER BY r.id), '[]'::json) FROM reports AS r WHERE r.case_id = report_cases.id)`;

const query = (db: Kysely<DB>, shape: Shape) => db.selectFrom('report_cases')
  .select(declaredColumns(REPORTS, 'report_cases', shape) as 'report_cases.id'[])
  .select([titleSql.as('target_title'), authorSql.as('target_author'), reasonsSql.as('reasons')])
  .$if(shape === 'record', (q) => q.select(reportsSql.as('reports')));

interface CaseRow { reasons?: Record<string, number | string>; reports?: ReportEntry[] }

const columns = {
  reasons: (row: CaseRow) => Object.fromEntries(Object.entries(row.reasons ?? {}).map(([k, v]) => [k, Number(v)])),
  reports: (row: CaseRow) => (row.reports ?? []).map((r) => ({
    ...r, id: Number(r.id), reporterId: Number(r.reporterId), merged: Number(r.merged), createdAt: iso(r.createdAt),
    reporterAccuracy: r.reporterAccuracy === null ? null : Number(r.reporterAccuracy),
  })),
};

const DESCRIPTION = `Players' reports gathered into one open case per target (articles, builds, live_rooms, users, \
authors). The platform files them through POST /v3/reports/create (a bot key holding reports:write). A case's score \
is, over its distinct reporters, the reason's weight × the reporter's weight (their smoothed accuracy over their \
last 100 decided reports); at autoHideScore (/mdr/report_settings) its published target is hidden at once.`;

const Reason = StringEnum(REPORT_REASONS);

export default defineResource({
  contract: REPORTS,
  description: DESCRIPTION,
  table: 'report_cases',
  permission: 'mdr.review',
  actions: ['list', 'get', 'get_many'],
  schemas: { record: ReportCaseSchema, listItem: ReportCaseListItemSchema },
  filters: {
    reason: filterOf(Reason, (q, v) => q.where(sql<boolean>`EXISTS (SELECT 1 FROM reports AS r WHERE r.case_id = report_cases.id AND r.reason = ${v})`)),
    score: filterOf(Type.Number({ minimum: 0, maximum: REPORT_SETTING_MAX, description: 'score at least' }),
      (q, v) => q.where('report_cases.score', '>=', String(v))),
  },
  defaultSort: { field: 'lastReportAt', order: 'DESC' },
  query,
  columns,
  stateColumn: 'status',
  commands: reportDecisions,
});
