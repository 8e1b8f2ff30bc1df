// The transparency report's figures (docs/transparency.md), one query per block,
// each counting what its own list would show for the period:
//   reports    rows of `reports` received in it (created_at)
//   decisions  rows of `decisions` taken in it (decided_at), whatever their status now
//   time       decided_at − coalesce(reported_at, submitted_at) of those decisions having either
//   appeals    received in it (created_at); decided in it (decided_at), upheld or overturned
// Days are Beijing days: [start of `from`, start of the day after `to`).
import { sql, type Kysely } from 'kysely';
import { DECISION_ACTIONS, ruleOf } from '../../../contract/decisions';
import { REPORT_REASONS, REPORT_TARGET_TYPES } from '../../../contract/reports';
import type { TimeToDecision, TransparencyDay, TransparencyReport } from '../../../contract/records/transparency';
import type { DB } from '../../db/schema';
import type { Period } from './period';

type Row = Record<string, unknown>;
type Counts = Record<string, number>;

const n = (v: unknown) => Number(v ?? 0);
/** Minutes to one decimal; null stays null (nothing measured). */
export const minutes = (v: unknown): number | null => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);
const zeros = (keys: readonly string[]): Counts => Object.fromEntries(keys.map((k) => [k, 0]));
const add = (counts: Counts, key: string, by: number) => { counts[key] = (counts[key] ?? 0) + by; };

/** The period's rows of `table`, by the time column `at`. */
const within = (at: string, p: Period) => sql`${sql.ref(at)} >= ${p.start} AND ${sql.ref(at)} < ${p.end}`;

async function reportsBlock(db: Kysely<DB>, p: Period): Promise<TransparencyReport['reports']> {
  const { rows } = await sql<Row>`
    SELECT reason, target_type, count(*) AS n, coalesce(sum(merged), 0) AS merged
    FROM reports WHERE ${within('created_at', p)} GROUP BY reason, target_type`.execute(db);
  const block = { received: 0, merged: 0, byReason: zeros(REPORT_REASONS), byTargetType: zeros(REPORT_TARGET_TYPES) };
  for (const r of rows) {
    block.received += n(r.n);
    block.merged += n(r.merged);
    add(block.byReason, String(r.reason), n(r.n));
    add(block.byTargetType, String(r.target_type), n(r.n));
  }
  return block;
}

async function decisionsBlock(db: Kysely<DB>, p: Period): Promise<TransparencyReport['decisions']> {
  const { rows } = await sql<Row>`
    SELECT action, reason_code, automated, status, count(*) AS n
    FROM decisions WHERE ${within('decided_at', p)} GROUP BY action, reason_code, automated, status`.execute(db);
  const block = { total: 0, byAction: zeros(DECISION_ACTIONS), byReason: {} as Counts, byRule: {} as Counts, automated: 0, human: 0,
    byStatus: zeros(['standing', 'overturned', 'reversed']) };
  for (const r of rows) {
    const count = n(r.n);
    block.total += count;
    if (r.automated) block.automated += count;
    else block.human += count;
    add(block.byAction, String(r.action), count);
    add(block.byReason, String(r.reason_code), count);
    add(block.byRule, ruleOf(String(r.reason_code)), count);
    add(block.byStatus, String(r.status), count);
  }
  return block;
}

async function timeBlock(db: Kysely<DB>, p: Period): Promise<TimeToDecision> {
  // GROUPING SETS: one row per kind (human, automated) and the row of both (grouped = 1)
  const { rows } = await sql<Row>`
    SELECT automated, GROUPING(automated) AS grouped, count(*) AS n,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY m) AS median, percentile_cont(0.9) WITHIN GROUP (ORDER BY m) AS p90
    FROM (SELECT automated, greatest(0, extract(epoch FROM decided_at - coalesce(reported_at, submitted_at)) / 60) AS m
          FROM decisions WHERE ${within('decided_at', p)} AND coalesce(reported_at, submitted_at) IS NOT NULL) AS d
    GROUP BY GROUPING SETS ((automated), ())`.execute(db);
  const of = (r: Row | undefined) => ({ medianMinutes: minutes(r?.median), p90Minutes: minutes(r?.p90), measured: n(r?.n) });
  return {
    ...of(rows.find((r) => n(r.grouped) === 1)),
    human: of(rows.find((r) => n(r.grouped) === 0 && !r.automated)),
    automated: of(rows.find((r) => n(r.grouped) === 0 && r.automated)),
  };
}

async function appealsBlock(db: Kysely<DB>, p: Period): Promise<TransparencyReport['appeals']> {
  const received = await sql<Row>`
    SELECT d.reason_code, count(*) AS n FROM appeals a JOIN decisions d ON d.id = a.decision_id
    WHERE ${within('a.created_at', p)} GROUP BY d.reason_code`.execute(db);
  const decided = await sql<Row>`
    SELECT d.reason_code, a.status, count(*) AS n FROM appeals a JOIN decisions d ON d.id = a.decision_id
    WHERE ${within('a.decided_at', p)} AND a.status <> 'open' GROUP BY d.reason_code, a.status`.execute(db);
  const byReason: Record<string, { received: number; overturned: number }> = {};
  const reason = (code: unknown) => (byReason[String(code)] ??= { received: 0, overturned: 0 });
  let total = 0;
  for (const r of received.rows) { total += n(r.n); reason(r.reason_code).received += n(r.n); }
  let upheld = 0;
  let overturned = 0;
  for (const r of decided.rows) {
    if (r.status === 'overturned') { overturned += n(r.n); reason(r.reason_code).overturned += n(r.n); } else upheld += n(r.n);
  }
  const count = upheld + overturned;
  return { received: total, decided: count, upheld, overturned, overturnRate: count ? Math.round((overturned / count) * 1000) / 1000 : null, byReason };
}

/** One entry per Beijing day of the period (days without activity are zeros), oldest first. */
async function series(db: Kysely<DB>, p: Period): Promise<TransparencyDay[]> {
  const { rows } = await sql<Row>`
    WITH days AS (SELECT d::date AS day FROM generate_series(${p.from}::date, ${p.to}::date, interval '1 day') AS d),
    r AS (SELECT mdr_beijing_day(created_at) AS day, count(*) AS n FROM reports WHERE ${within('created_at', p)} GROUP BY 1),
    d AS (SELECT mdr_beijing_day(decided_at) AS day, count(*) AS n, count(*) FILTER (WHERE automated) AS auto
          FROM decisions WHERE ${within('decided_at', p)} GROUP BY 1),
    a AS (SELECT mdr_beijing_day(created_at) AS day, count(*) AS n FROM appeals WHERE ${within('created_at', p)} GROUP BY 1),
    o AS (SELECT mdr_beijing_day(decided_at) AS day, count(*) AS n FROM appeals
          WHERE ${within('decided_at', p)} AND status = 'overturned' GROUP BY 1)
    SELECT to_char(days.day, 'YYYY-MM-DD') AS day, r.n AS reports, d.n AS decisions, d.auto, a.n AS appeals, o.n AS overturned
    FROM days LEFT JOIN r ON r.day = days.day LEFT JOIN d ON d.day = days.day
      LEFT JOIN a ON a.day = days.day LEFT JOIN o ON o.day = days.day
    ORDER BY days.day`.execute(db);
  return rows.map((r) => ({ day: String(r.day), reports: n(r.reports), decisions: n(r.decisions), automated: n(r.auto),
    appeals: n(r.appeals), overturned: n(r.overturned) }));
}

/** The whole report of the period. */
export async function transparencyReport(db: Kysely<DB>, p: Period): Promise<TransparencyReport> {
  return {
    from: p.from, to: p.to,
    reports: await reportsBlock(db, p),
    decisions: await decisionsBlock(db, p),
    timeToDecision: await timeBlock(db, p),
    appeals: await appealsBlock(db, p),
    series: await series(db, p),
  };
}
