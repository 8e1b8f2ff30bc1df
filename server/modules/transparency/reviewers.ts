// Per staff member, over the decisions they took in the period (decided_at;
// automated ones have no staff member and are left out): how many, per day, the
// median time to decision (decided_at − coalesce(reported_at, submitted_at)), and
// how their decisions fared on appeal so far. The appeals are those of these
// decisions, decided at any time up to now: the period picks whose work is
// judged, not when the appeal was heard (docs/transparency.md "Reviewers").
import { sql, type Kysely } from 'kysely';
import type { ReviewerStats } from '../../../contract/records/transparency';
import type { DB } from '../../db/schema';
import type { Period } from './period';
import { minutes } from './report';

type Row = Record<string, unknown>;
const n = (v: unknown) => Number(v ?? 0);

export async function reviewerStats(db: Kysely<DB>, p: Period): Promise<ReviewerStats[]> {
  // appeals.decision_id is unique: the left join never repeats a decision. The FILTER:
  // greatest() skips a null, so a decision without a start would count as 0 minutes
  const { rows } = await sql<Row>`
    SELECT s.id, s.name, s.username, count(*) AS decisions,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY greatest(0, extract(epoch FROM d.decided_at - coalesce(d.reported_at, d.submitted_at)) / 60))
        FILTER (WHERE coalesce(d.reported_at, d.submitted_at) IS NOT NULL) AS median,
      count(a.id) FILTER (WHERE a.status <> 'open') AS appeals_decided,
      count(a.id) FILTER (WHERE a.status = 'overturned') AS overturned
    FROM decisions d
    JOIN admins s ON s.id = d.decided_by
    LEFT JOIN appeals a ON a.decision_id = d.id
    WHERE d.decided_at >= ${p.start} AND d.decided_at < ${p.end} AND NOT d.automated
    GROUP BY s.id, s.name, s.username
    ORDER BY count(*) DESC, s.id`.execute(db);
  return rows.map((r) => {
    const decided = n(r.appeals_decided);
    return {
      id: n(r.id), name: String(r.name), username: String(r.username),
      decisions: n(r.decisions),
      decisionsPerDay: Math.round((n(r.decisions) / p.days) * 100) / 100,
      medianHandlingMinutes: minutes(r.median),
      appealsDecided: decided,
      overturned: n(r.overturned),
      shareOverturned: decided ? Math.round((n(r.overturned) / decided) * 1000) / 1000 : null,
    };
  });
}
