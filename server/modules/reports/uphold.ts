// Upholding a case (docs/reports.md "Decisions"): the target's own command —
// a guide's or build's hide / reject, a live room's ban / reject, a user's
// mute / ban (the author's account for content and authors) — run through
// that resource's service inside the case's transaction, so its key, state
// checks, lock, audit row and consequences are the ones its own route has.
import { Type } from 'typebox';
import { sql, type Transaction } from 'kysely';
import { hasKey } from '../../../contract/access/modules';
import { REPORT_UNDECIDED, type ReportCaseRecord, type ReportTargetType } from '../../../contract/reports';
import { LIVE_BAN_MAX_DAYS } from '../../../contract/live_rooms';
import { BAN_DAYS, MUTE_HOURS } from '../../../contract/users';
import { Reason, StringEnum } from '../../../contract/records/schema';
import { deniedBy } from '../../core/audit';
import type { RequestContext } from '../../core/context';
import { forbidden, invalidField, notFound } from '../../core/errors';
import type { DB } from '../../db/schema';
import { actionKey } from '../../resources/keys';
import { ResourceService } from '../../resources/service';
import type { CommandDef } from '../../resources/types';
import { AUTO_BAN_DAYS, autoHideReason } from './hide';
import { noticeReporters } from '../decisions';

export const UPHOLD_ACTIONS = ['hide', 'reject', 'mute', 'ban'] as const;
export type UpholdAction = (typeof UPHOLD_ACTIONS)[number];

/** Who receives escalated cases: deciding one needs this key besides the decision's (docs/reports.md "Decisions"). */
export const ESCALATED_KEY = 'reports.escalated';

/** -2 unless the caller may decide the case in its state: an escalated case is for holders of reports.escalated. */
export function requireDecider(ctx: RequestContext, state: string | null): void {
  if (state === 'escalated' && !hasKey(ctx.actor, ESCALATED_KEY)) throw forbidden();
}

/** What upholding does to the target: one command of one resource. */
interface TargetCommand { resource: string; command: string; id: number; body: Record<string, unknown> }

/** The user account behind a target: the user itself, the author's account, the content's publisher. */
async function accountOf(trx: Transaction<DB>, type: ReportTargetType, id: number): Promise<number> {
  if (type === 'users') return id;
  const { rows } = await (type === 'articles'
    ? sql<{ user_id: number }>`SELECT a.user_id FROM articles AS t JOIN authors AS a ON a.id = t.author_id WHERE t.id = ${id}`
    : type === 'authors' ? sql<{ user_id: number }>`SELECT user_id FROM authors WHERE id = ${id}`
      : sql<{ user_id: number }>`SELECT user_id FROM ${sql.table(type)} WHERE id = ${id}`).execute(trx);
  if (!rows[0]?.user_id) throw notFound({ id });
  return Number(rows[0].user_id);
}

/** The command an action means on this target; -1 on `action` where it has none, on `days` when it is missing. */
async function targetCommand(trx: Transaction<DB>, c: ReportCaseRecord, action: UpholdAction, days: number | undefined, reason: string): Promise<TargetCommand> {
  const type = c.targetType;
  if (action === 'mute' || action === 'ban') {
    if (days === undefined) throw invalidField('days', 'error.report_days_required');
    // the user's command is called past its route, so its body's bounds are checked here
    if (action === 'mute' && days * 24 > MUTE_HOURS.max) throw invalidField('days', 'error.report_days_range', { days: MUTE_HOURS.max / 24 });
    const id = await accountOf(trx, type, c.targetId);
    return { resource: 'users', command: action, id, body: action === 'mute' ? { reason, hours: days * 24 } : { reason, days } };
  }
  if (type === 'articles' || type === 'builds') return { resource: type, command: action, id: c.targetId, body: { reason } };
  if (type === 'live_rooms') {
    if (action === 'reject') return { resource: type, command: 'reject', id: c.targetId, body: { reason } };
    if ((days ?? 0) > LIVE_BAN_MAX_DAYS) throw invalidField('days', 'error.report_days_range', { days: LIVE_BAN_MAX_DAYS });
    const until = new Date(Date.now() + (days ?? AUTO_BAN_DAYS) * 86_400_000).toISOString();
    return { resource: type, command: 'ban', id: c.targetId, body: { reason, until } };
  }
  throw invalidField('action', 'error.report_action_target', { action, target: type });
}

/** The target is still as this case's auto-hide left it: upholding with hide keeps it so (no second transition). */
async function stillAutoHidden(trx: Transaction<DB>, c: ReportCaseRecord): Promise<boolean> {
  if (!c.autoHidden || (c.targetType !== 'articles' && c.targetType !== 'builds' && c.targetType !== 'live_rooms')) return false;
  const hidden = c.targetType === 'live_rooms' ? sql`status = 'banned' AND banned_until > now()` : sql`status = 'hidden'`;
  const { rows } = await sql`SELECT 1 FROM ${sql.table(c.targetType)} WHERE id = ${c.targetId} AND ${hidden}
    AND reason = ${autoHideReason(c.id)} FOR UPDATE`.execute(trx);
  return rows.length > 0;
}

/**
 * -2 unless the caller holds the key of the target's command. The refusal is
 * a DeniedError: its `denied` row (on the target, naming the case) is written
 * once the case's transaction has rolled back (core/audit.ts keepDenied, by
 * server/resources/service.ts), as a grant beyond the caller's keys is.
 */
function requireTargetKey(ctx: RequestContext, cmd: TargetCommand, caseId: number): void {
  const key = actionKey(cmd.resource, cmd.command);
  if (hasKey(ctx.actor, key)) return;
  const after = { action: cmd.command, refused: 'key', lacking: [key], caseId };
  throw deniedBy(ctx, { resource: cmd.resource, recordId: cmd.id, after }, 'error.report_target_key', { keys: key }, { lacking: [key] });
}

/** Runs the target's command as its own route would (the caller's key of it checked first). */
async function runTargetCommand(trx: Transaction<DB>, ctx: RequestContext, cmd: TargetCommand, c: ReportCaseRecord): Promise<void> {
  requireTargetKey(ctx, cmd, c.id);
  // loaded when used: the resources' modules import the reports module (users' accuracy), not the reverse
  const { resources } = await import('../index');
  const def = resources.find((r) => r.name === cmd.resource)!;
  // the decision the command leaves names the case and its first report (server/modules/decisions/decide.ts)
  const onReports = { caseId: c.id, firstReportAt: c.firstReportAt };
  await new ResourceService(trx, def).commandIn(trx, { ...ctx, onReports }, cmd.command, cmd.id, cmd.body);
}

export const upholdDecision: CommandDef<'report_cases', ReportCaseRecord> = {
  summary: 'open | escalated → upheld (action, days for mute and ban, reason): the target\'s own command with its key and audit row; '
    + 'the reports count as right for their reporters. An escalated case also needs reports.escalated',
  body: {
    action: StringEnum(UPHOLD_ACTIONS, { description: 'hide or reject the content (a live room: ban or reject), or mute or ban the user behind it' }),
    days: Type.Optional(Type.Integer({ minimum: BAN_DAYS.min, maximum: BAN_DAYS.max, description: 'mute or ban: how long (a live room\'s ban too, else 30)' })),
    reason: Reason,
  },
  from: REPORT_UNDECIDED,
  async run(trx, { id, body, ctx, current, state, update }) {
    requireDecider(ctx, state);
    const action = body.action as UpholdAction;
    const reason = String(body.reason).trim();
    const cmd = await targetCommand(trx, current, action, body.days as number | undefined, reason);
    const kept = action === 'hide' && await stillAutoHidden(trx, current);
    // kept: the caller still needs the key of what the auto-hide did on their behalf
    if (kept) requireTargetKey(ctx, cmd, id);
    else await runTargetCommand(trx, ctx, cmd, current);
    await update({
      status: 'upheld', decided_at: sql<Date>`now()`, decided_by: ctx.actor.id, decision_note: reason,
      decision_action: kept ? 'kept_hidden' : action,
    });
    await trx.updateTable('reports').set({ outcome: 'upheld', decided_at: sql<Date>`now()` }).where('case_id', '=', id).execute();
    await noticeReporters(trx, id, 'upheld');
  },
};
