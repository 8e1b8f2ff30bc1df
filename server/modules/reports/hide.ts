// Auto-hide (docs/reports.md): once a case's score reaches autoHideScore, its
// published target is taken down in the report's transaction — a guide or a
// build published → hidden, a live room banned for AUTO_BAN_DAYS (pending
// review; off the recommended list, as the room's own ban) — with an audit
// row marking it automated and naming the case. Users and authors are never
// restricted by reports alone: staff decide those.
import { sql, type Transaction } from 'kysely';
import type { ReportReason, ReportTargetType } from '../../../contract/reports';
import { writeAuditAs } from '../../core/audit';
import type { DB } from '../../db/schema';
import { lockFeatured } from '../live';
import { recordDecision } from '../decisions';
import { reportReasonCode } from '../../../contract/decisions';

/** How long an auto-banned live room stays banned if nobody decides its case. */
export const AUTO_BAN_DAYS = 30;
/** Who the audit row names for an automated take-down. */
export const AUTOMATION_ACTOR = 'automation:reports';

/** What a take-down changed, for its audit row. */
interface Hidden { action: string; before: unknown; after: unknown; endsAt?: Date }

/** The reason the author reads (in the platform's language, as the presets of contract/review.ts). */
export const autoHideReason = (caseId: number) => `举报自动隐藏（举报案件 #${caseId}），等待审核`;

/**
 * Bans the room for AUTO_BAN_DAYS if it is approved, or banned with a ban
 * already over (its status as of now reads approved). As the room's own ban
 * (server/modules/live/commands.ts): a featured room leaves the recommended
 * list, under the list's lock taken after the room's, and does not come back
 * when the ban ends or the case is dismissed.
 */
async function banRoom(trx: Transaction<DB>, id: number, reason: string): Promise<Hidden | null> {
  const { rows: [room] } = await sql<{ featured: boolean; sort_order: number | null }>`SELECT featured, sort_order FROM live_rooms
    WHERE id = ${id} AND (status = 'approved' OR (status = 'banned' AND banned_until <= now())) FOR UPDATE`.execute(trx);
  if (!room) return null;
  if (room.featured) await lockFeatured().execute(trx);
  const { rows } = await sql<{ banned_until: Date }>`
    UPDATE live_rooms SET status = 'banned', reason = ${reason}, banned_until = now() + make_interval(days => ${AUTO_BAN_DAYS}),
      featured = false, sort_order = NULL, updated_at = now(), version = version + 1
    WHERE id = ${id} RETURNING banned_until`.execute(trx);
  const list = room.featured ? [{ featured: true, sortOrder: room.sort_order }, { featured: false, sortOrder: null }] : [{}, {}];
  return {
    action: 'ban', endsAt: rows[0].banned_until,
    before: { status: 'approved', ...list[0] }, after: { status: 'banned', reason, bannedUntil: rows[0].banned_until, ...list[1] },
  };
}

/** Hides the target if it is published; true when it did (the caller holds the case's row lock). */
export async function hideTarget(trx: Transaction<DB>, caseId: number, type: ReportTargetType, id: number): Promise<boolean> {
  const reason = autoHideReason(caseId);
  let hidden: Hidden | null = null;
  if (type === 'articles' || type === 'builds') {
    const { rows } = await sql<{ id: number }>`
      UPDATE ${sql.table(type)} SET status = 'hidden', reason = ${reason}, updated_at = now(), version = version + 1
      WHERE id = ${id} AND status = 'published' RETURNING id`.execute(trx);
    if (rows.length) hidden = { action: 'hide', before: { status: 'published' }, after: { status: 'hidden', reason } };
  } else if (type === 'live_rooms') {
    hidden = await banRoom(trx, id, reason);
  }
  if (!hidden) return false;
  await writeAuditAs(trx, { actorId: null, actorName: AUTOMATION_ACTOR }, {
    action: hidden.action, resource: type, recordId: id, before: hidden.before,
    after: { ...(hidden.after as object), automated: true, caseId },
  });
  await recordAutomated(trx, caseId, type, id, hidden);
  return true;
}

/** The take-down's decision: automated, on the reason most of the case's reports give, its statement naming the target. */
async function recordAutomated(trx: Transaction<DB>, caseId: number, type: ReportTargetType, id: number, hidden: Hidden): Promise<void> {
  const { rows: [c] } = await sql<{ reason: ReportReason; first: Date; title: string | null }>`SELECT
      (SELECT r.reason FROM reports AS r WHERE r.case_id = c.id GROUP BY r.reason ORDER BY count(*) DESC, r.reason LIMIT 1) AS reason,
      c.first_report_at AS first, (SELECT t.title FROM ${sql.table(type)} AS t WHERE t.id = ${id}) AS title
    FROM report_cases AS c WHERE c.id = ${caseId}`.execute(trx);
  await recordDecision(trx, {
    targetType: type, targetId: id, action: hidden.action, reasonCode: reportReasonCode(c.reason), facts: autoHideReason(caseId),
    decidedBy: null, title: c.title, endsAt: hidden.endsAt ?? null, caseId, reportedAt: c.first,
  });
}
