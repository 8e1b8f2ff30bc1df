// A decision, written in the restricting command's own transaction
// (docs/decisions.md): the record with its reason code and facts, the notice
// the affected user reads (the statement of reasons in both languages: the
// outbox the platform pulls or receives by webhook) and a strike. Every command
// contract/decisions.ts DECIDING names is one: the mechanism tells this module
// after the command's audit row (server/resources/events.ts onCommandDone), so
// no module calls it by hand; only the reports' auto-hide, which runs no
// command, calls recordDecision itself.
import { sql, type Transaction } from 'kysely';
import {
  APPEAL_WINDOW_DAYS, DECIDING, STRIKE_DAYS, reasonCodeOf, statementOf, type DecisionTarget,
} from '../../../contract/decisions';
import type { DB } from '../../db/schema';
import { onCommandDone, type CommandDone } from '../../resources/events';

/** The platform user a decision on the target affects: the user, an author's account, the content's publisher. */
export async function affectedUser(trx: Transaction<DB>, type: string, id: number): Promise<number | null> {
  if (type === 'users') return id;
  const query = type === 'articles'
    ? sql<{ u: number }>`SELECT a.user_id AS u FROM articles AS t JOIN authors AS a ON a.id = t.author_id WHERE t.id = ${id}`
    : sql<{ u: number }>`SELECT user_id AS u FROM ${sql.table(type)} WHERE id = ${id}`;
  const { rows } = await query.execute(trx);
  return rows[0]?.u ? Number(rows[0].u) : null;
}

export interface DecisionInput {
  targetType: DecisionTarget;
  targetId: number;
  action: string;
  reasonCode: string;
  facts: string;
  /** null: automated */
  decidedBy: number | null;
  title: string | null;
  endsAt: Date | string | null;
  caseId?: number | null;
  reportedAt?: Date | string | null;
  submittedAt?: Date | string | null;
}

const iso = (v: Date | string | null | undefined): string | null => (v ? new Date(v).toISOString() : null);

/** Writes the decision, its notice and its strike; answers the decision's id. */
export async function recordDecision(trx: Transaction<DB>, d: DecisionInput): Promise<number> {
  const userId = await affectedUser(trx, d.targetType, d.targetId);
  const { rows: [{ now }] } = await sql<{ now: Date }>`SELECT now() AS now`.execute(trx);
  const appealableUntil = new Date(now.getTime() + APPEAL_WINDOW_DAYS * 86_400_000);
  const row = await trx.insertInto('decisions').values({
    target_type: d.targetType, target_id: d.targetId, user_id: userId, action: d.action, reason_code: d.reasonCode,
    facts: d.facts, automated: d.decidedBy === null, decided_by: d.decidedBy, decided_at: now, appealable_until: appealableUntil,
    ends_at: iso(d.endsAt), case_id: d.caseId ?? null, reported_at: iso(d.reportedAt), submitted_at: iso(d.submittedAt),
    created_at: now, updated_at: now,
  }).returning('id').executeTakeFirstOrThrow();
  if (userId === null) return row.id;
  const statement = {
    targetType: d.targetType, action: d.action, title: d.title, reasonCode: d.reasonCode, facts: d.facts,
    automated: d.decidedBy === null, endsAt: iso(d.endsAt), appealableUntil: appealableUntil.toISOString(),
  };
  await trx.insertInto('notices').values({
    user_id: userId, kind: 'decision', decision_id: row.id,
    text: statementOf(statement, 'zh-CN'), text_en: statementOf(statement, 'en-US'), created_at: now,
  }).execute();
  await trx.insertInto('strikes').values({
    user_id: userId, decision_id: row.id, created_at: now, expires_at: new Date(now.getTime() + STRIKE_DAYS * 86_400_000),
  }).execute();
  return row.id;
}

/** The record's name as players know it: a title, a nickname, a pen name. */
const titleOf = (r: Record<string, unknown>): string | null =>
  (typeof r.title === 'string' && r.title) || (typeof r.nickname === 'string' && r.nickname) || (typeof r.penName === 'string' && r.penName) || null;

/** When a rejected submission was submitted: its last change before the decision moved it to pending. */
const submittedAt = (done: CommandDone): string | null =>
  (done.command === 'reject' ? iso((done.before.updatedAt ?? done.before.createdAt) as string | null) : null);

async function onDecidingCommand(trx: Transaction<DB>, done: CommandDone): Promise<void> {
  const commands = DECIDING[done.resource as DecisionTarget] as readonly string[] | undefined;
  if (!commands?.includes(done.command)) return;
  const facts = typeof done.body.reason === 'string' ? done.body.reason.trim() : '';
  const endsAt = (done.after.bannedUntil ?? done.after.mutedUntil ?? null) as string | null;
  await recordDecision(trx, {
    targetType: done.resource as DecisionTarget, targetId: done.id, action: done.command,
    reasonCode: reasonCodeOf(done.resource, done.command, facts), facts, decidedBy: done.ctx.actor.id,
    title: titleOf(done.after), endsAt: done.command === 'mute' ? (done.after.mutedUntil as string) : endsAt,
    caseId: done.ctx.onReports?.caseId ?? null, reportedAt: done.ctx.onReports?.firstReportAt ?? null, submittedAt: submittedAt(done),
  });
}

onCommandDone(onDecidingCommand);
