// The decisions on a case (docs/reports.md "Decisions"): uphold (uphold.ts), dismiss and
// escalate, each in the mechanism's transaction under the case's row lock
// with its audit row; the intake takes the same lock, so a report and a
// decision queue. Dismissing marks the case's reports dismissed (their
// reporters' accuracy reads it) and restores a target the case auto-hid,
// with its own audit row naming the case.
import { Type } from 'typebox';
import { sql, type Transaction } from 'kysely';
import { REPORT_UNDECIDED, type ReportCaseRecord, type ReportTargetType } from '../../../contract/reports';
import { Reason } from '../../../contract/records/schema';
import { writeAudit } from '../../core/audit';
import type { RequestContext } from '../../core/context';
import type { DB } from '../../db/schema';
import type { CommandDef } from '../../resources/types';
import { autoHideReason } from './hide';
import { requireDecider, upholdDecision } from './uphold';
import { noticeReporters, reverseCaseDecisions } from '../decisions';

type Decision = CommandDef<'report_cases', ReportCaseRecord>;

/** Puts back what the case's auto-hide took, if it is still as the auto-hide left it. */
async function restoreTarget(trx: Transaction<DB>, ctx: RequestContext, caseId: number, type: ReportTargetType, id: number): Promise<void> {
  const reason = autoHideReason(caseId);
  let restored: { before: unknown; after: unknown } | null = null;
  if (type === 'articles' || type === 'builds') {
    const { rows } = await sql`UPDATE ${sql.table(type)} SET status = 'published', reason = '', updated_at = now(), version = version + 1
      WHERE id = ${id} AND status = 'hidden' AND reason = ${reason} RETURNING id`.execute(trx);
    if (rows.length) restored = { before: { status: 'hidden', reason }, after: { status: 'published', reason: '' } };
  } else if (type === 'live_rooms') {
    const { rows } = await sql`UPDATE live_rooms SET status = 'approved', banned_until = NULL, reason = '', updated_at = now(), version = version + 1
      WHERE id = ${id} AND status = 'banned' AND reason = ${reason} RETURNING id`.execute(trx);
    if (rows.length) restored = { before: { status: 'banned', reason }, after: { status: 'approved', reason: '' } };
  }
  if (!restored) return;
  await writeAudit(trx, ctx, { action: type === 'live_rooms' ? 'unban' : 'restore', resource: type, recordId: id,
    before: restored.before, after: { ...(restored.after as object), caseId } });
}

const Note = (required: boolean) => (required ? Reason : Type.Optional(Type.String({ maxLength: 500 })));

export const reportDecisions: Record<'uphold' | 'dismiss' | 'escalate', Decision> = {
  uphold: upholdDecision,
  dismiss: {
    summary: 'open | escalated → dismissed (note optional): the reports count as wrong for their reporters; an auto-hidden target is restored. An escalated case also needs reports.escalated',
    body: { note: Note(false) },
    from: REPORT_UNDECIDED,
    // a selection, or every case a filter matches (a bulk job), is dismissed each on its own
    many: true,
    async run(trx, { id, body, ctx, current, state, update }) {
      requireDecider(ctx, state);
      await update({ status: 'dismissed', decided_at: sql<Date>`now()`, decided_by: ctx.actor.id, decision_note: String(body.note ?? '').trim() });
      await trx.updateTable('reports').set({ outcome: 'dismissed', decided_at: sql<Date>`now()` }).where('case_id', '=', id).execute();
      if (current.autoHidden) {
        await restoreTarget(trx, ctx, id, current.targetType, current.targetId);
        await reverseCaseDecisions(trx, id);
      }
      await noticeReporters(trx, id, 'dismissed');
    },
  },
  escalate: {
    summary: 'open → escalated (note): for a senior reviewer; the case keeps gathering its target\'s reports',
    body: { note: Note(true) },
    from: ['open'],
    async run(_trx, { body, update }) {
      await update({ status: 'escalated', decision_note: String(body.note).trim() });
    },
  },
};
