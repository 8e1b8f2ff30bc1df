// What the platform tells players about decisions besides the decision itself
// (docs/decisions.md "Notices"): each reporter of a decided case hears its
// outcome, and a take-down the case's review reversed (an auto-hide the
// reviewer dismissed) is marked so, its strike removed, its user told. Called
// by the reports module inside the case's transaction.
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

const OUTCOME_TEXT = {
  upheld: ['感谢您的举报。我们已核实并对相关内容作出处理。', 'Thank you for your report. We reviewed it and took action.'],
  dismissed: ['感谢您的举报。经审核，相关内容未违反社区规则。', 'Thank you for your report. We reviewed it and found no breach of the rules.'],
} as const;

/** One outcome notice per distinct reporter of the case, naming the decision when there is one. */
export async function noticeReporters(trx: Transaction<DB>, caseId: number, outcome: 'upheld' | 'dismissed'): Promise<void> {
  const [zh, en] = OUTCOME_TEXT[outcome];
  await sql`INSERT INTO notices (user_id, kind, decision_id, text, text_en)
    SELECT DISTINCT r.reporter_id, 'report_outcome',
      (SELECT max(d.id) FROM decisions AS d WHERE d.case_id = ${caseId}), ${zh}, ${en}
    FROM reports AS r WHERE r.case_id = ${caseId}`.execute(trx);
}

/**
 * The case's standing automated decisions are reversed (the reviewer dismissed
 * the reports behind an auto-hide): status reversed, strike removed, the user told.
 */
export async function reverseCaseDecisions(trx: Transaction<DB>, caseId: number): Promise<void> {
  const { rows } = await sql<{ id: number; user_id: number | null }>`UPDATE decisions
    SET status = 'reversed', updated_at = now(), version = version + 1
    WHERE case_id = ${caseId} AND automated AND status = 'standing' RETURNING id, user_id`.execute(trx);
  for (const d of rows) {
    await sql`UPDATE strikes SET removed_at = now(), removed_why = 'reversed' WHERE decision_id = ${d.id} AND removed_at IS NULL`.execute(trx);
    if (d.user_id === null) continue;
    await trx.insertInto('notices').values({
      user_id: d.user_id, kind: 'decision_reversed', decision_id: d.id,
      text: '经人工复核，此前根据举报对您的内容作出的自动处理已撤销，内容已恢复。',
      text_en: 'A moderator reviewed the automatic action taken on your content after reports and reversed it; the content is back.',
    }).execute();
  }
}
