// A case's score (docs/reports.md "Scoring"): for each distinct reporter, the
// weight of the heaviest reason they gave × their own weight, summed. A
// reporter's weight is their smoothed accuracy over their last 100 decided
// reports, (upheld + 1) / (decided + 2), so a new reporter counts 0.5 and a
// few lucky or unlucky decisions move it little; a reporter right less than
// 10 % of the time over at least 20 decided reports weighs 0.
import { sql, type Kysely, type Transaction } from 'kysely';
import { REPORT_ACCURACY_WINDOW, REPORT_MUTED_AFTER, REPORT_MUTED_BELOW } from '../../../contract/reports';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

export interface ReporterRecord { upheld: number; decided: number }

/** upheld ÷ decided, null before any decided report (what the user's record shows). */
export const accuracyOf = (r: ReporterRecord): number | null => (r.decided ? r.upheld / r.decided : null);

/** The weight a reporter's reports carry. */
export function reporterWeight(r: ReporterRecord): number {
  if (r.decided >= REPORT_MUTED_AFTER && r.upheld / r.decided < REPORT_MUTED_BELOW) return 0;
  return (r.upheld + 1) / (r.decided + 2);
}

/** Scores are decimals of 3 places (the column's numeric(12, 3)). */
export const roundScore = (n: number): number => Math.round(n * 1000) / 1000;

/** Each reporter's upheld and decided counts over their last REPORT_ACCURACY_WINDOW decided reports (an index scan each). */
export async function reporterRecords(db: Db, ids: number[]): Promise<Map<number, ReporterRecord>> {
  const out = new Map<number, ReporterRecord>(ids.map((id) => [id, { upheld: 0, decided: 0 }]));
  if (!ids.length) return out;
  const { rows } = await sql<{ id: number; upheld: number; decided: number }>`
    SELECT u.id, s.upheld, s.decided
    FROM (VALUES ${sql.join(ids.map((id) => sql`(${id}::int)`))}) AS u(id)
    CROSS JOIN LATERAL (
      SELECT count(*) FILTER (WHERE l.outcome = 'upheld')::int AS upheld, count(*)::int AS decided
      FROM (SELECT r.outcome FROM reports AS r WHERE r.reporter_id = u.id AND r.outcome IS NOT NULL
            ORDER BY r.decided_at DESC LIMIT ${REPORT_ACCURACY_WINDOW}) AS l
    ) AS s`.execute(db);
  for (const r of rows) out.set(Number(r.id), { upheld: Number(r.upheld), decided: Number(r.decided) });
  return out;
}

export interface CaseTally { score: number; reporters: number; reportCount: number }

/** The case's score, distinct reporters and reports, from its reports and the reason weights. */
export async function tallyCase(db: Db, caseId: number, weights: Record<string, number>): Promise<CaseTally> {
  const { rows } = await sql<{ reporter_id: number; reasons: string[]; n: number }>`
    SELECT reporter_id, array_agg(DISTINCT reason) AS reasons, count(*)::int AS n
    FROM reports WHERE case_id = ${caseId} GROUP BY reporter_id`.execute(db);
  const records = await reporterRecords(db, rows.map((r) => Number(r.reporter_id)));
  let score = 0;
  for (const r of rows) {
    const reasonWeight = Math.max(...r.reasons.map((reason) => weights[reason] ?? 0));
    score += reasonWeight * reporterWeight(records.get(Number(r.reporter_id))!);
  }
  return { score: roundScore(score), reporters: rows.length, reportCount: rows.reduce((s, r) => s + Number(r.n), 0) };
}
