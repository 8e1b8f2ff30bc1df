// POST /v3/reports/create's write path (docs/reports.md "Intake"), one
// transaction: a reused idempotency key answers the first call's ids; the
// reporter and the target must exist (-1 naming the field); a report by the
// same reporter on the same target within REPORT_MERGE_HOURS merges into the
// first (counted once); else the target's open case is found or created and
// locked, the report written, the case re-scored and, at autoHideScore, its
// target hidden (hide.ts). Concurrent reports on one target queue on the
// case's row lock, so two instances make one case and hide once.
import { sql, type Kysely, type Transaction } from 'kysely';
import { REPORT_MERGE_HOURS, type ReportReason, type ReportTargetType } from '../../../contract/reports';
import { invalidField } from '../../core/errors';
import type { DB } from '../../db/schema';
import { hideTarget } from './hide';
import { tallyCase } from './scoring';
import { readSettings } from './settings-store';
import { announce } from '../../queue/live';

export interface ReportInput {
  reporterId: number; targetType: ReportTargetType; targetId: number; reason: ReportReason; text?: string; idempotencyKey?: string;
}
export interface ReportAnswer { reportId: number; caseId: number }

/** The table of each target type (every one has an integer id). */
const TARGET_TABLES: Record<ReportTargetType, keyof DB> = {
  articles: 'articles', builds: 'builds', live_rooms: 'live_rooms', users: 'users', authors: 'authors',
};

/** Raised when a concurrent call with the same idempotency key committed first: the caller replays. */
class KeyTaken extends Error {}

async function exists(trx: Transaction<DB>, table: keyof DB, id: number): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM ${sql.table(table)} WHERE id = ${id}`.execute(trx);
  return rows.length > 0;
}

async function replay(db: Kysely<DB> | Transaction<DB>, botId: number, key: string): Promise<ReportAnswer | null> {
  const row = await db.selectFrom('report_keys').select(['report_id', 'case_id'])
    .where('bot_id', '=', botId).where('idempotency_key', '=', key).executeTakeFirst();
  return row ? { reportId: Number(row.report_id), caseId: Number(row.case_id) } : null;
}

/** The reporter's report on the target within the merge window (of one case when `caseId` is given). */
async function recentReport(trx: Transaction<DB>, input: ReportInput, caseId?: number) {
  return trx.selectFrom('reports').select(['id', 'case_id'])
    .where('reporter_id', '=', input.reporterId).where('target_type', '=', input.targetType).where('target_id', '=', input.targetId)
    .where('created_at', '>', sql<Date>`now() - make_interval(hours => ${REPORT_MERGE_HOURS})`)
    .$if(caseId !== undefined, (q) => q.where('case_id', '=', caseId!))
    .orderBy('id').limit(1).executeTakeFirst();
}

async function mergeInto(trx: Transaction<DB>, first: { id: number; case_id: number }): Promise<ReportAnswer> {
  await trx.updateTable('reports').set({ merged: sql<number>`merged + 1`, last_report_at: sql<Date>`now()` }).where('id', '=', first.id).execute();
  return { reportId: Number(first.id), caseId: Number(first.case_id) };
}

/** The target's undecided case (open or escalated), created if none, locked for the rest of the transaction. */
async function lockOpenCase(trx: Transaction<DB>, type: ReportTargetType, id: number): Promise<number> {
  for (;;) {
    // a concurrent first report's insert makes this one wait, then do nothing: the SELECT then sees its case
    await sql`INSERT INTO report_cases (target_type, target_id) VALUES (${type}, ${id})
      ON CONFLICT (target_type, target_id) WHERE status IN ('open', 'escalated') DO NOTHING`.execute(trx);
    const { rows } = await sql<{ id: number }>`SELECT id FROM report_cases
      WHERE target_type = ${type} AND target_id = ${id} AND status IN ('open', 'escalated') FOR UPDATE`.execute(trx);
    // none: decided between the two statements; the next round opens a new one
    if (rows.length) return Number(rows[0].id);
  }
}

/** Re-scores the locked case and hides its target once the score reaches autoHideScore. */
async function rescore(trx: Transaction<DB>, caseId: number, input: ReportInput): Promise<void> {
  const settings = await readSettings(trx);
  const tally = await tallyCase(trx, caseId, settings.weights);
  const row = await trx.updateTable('report_cases').set({
    score: tally.score, reporters: tally.reporters, report_count: tally.reportCount,
    last_report_at: sql<Date>`now()`, updated_at: sql<Date>`now()`, version: sql<number>`version + 1`,
  }).where('id', '=', caseId).returning('auto_hidden').executeTakeFirstOrThrow();
  // a case on the desk moved (or arrived): the queue's screens read it again; below the line it is no one's item yet
  if (tally.score >= settings.visibleScore) await announce(trx, { type: 'reports', id: caseId, kind: 'item' });
  if (row.auto_hidden || tally.score < settings.autoHideScore) return;
  if (await hideTarget(trx, caseId, input.targetType, input.targetId)) {
    await trx.updateTable('report_cases').set({ auto_hidden: true }).where('id', '=', caseId).execute();
  }
}

export async function write(trx: Transaction<DB>, botId: number, input: ReportInput): Promise<ReportAnswer> {
  if (!(await exists(trx, 'users', input.reporterId))) throw invalidField('reporterId', 'error.report_reporter_unknown');
  if (!(await exists(trx, TARGET_TABLES[input.targetType], input.targetId))) throw invalidField('targetId', 'error.report_target_unknown');
  const earlier = await recentReport(trx, input);
  if (earlier) return mergeInto(trx, earlier);
  const caseId = await lockOpenCase(trx, input.targetType, input.targetId);
  // the same reporter's concurrent call got the lock first
  const raced = await recentReport(trx, input, caseId);
  if (raced) return mergeInto(trx, raced);
  const report = await trx.insertInto('reports').values({
    case_id: caseId, bot_id: botId, reporter_id: input.reporterId, target_type: input.targetType, target_id: input.targetId,
    reason: input.reason, text: (input.text ?? '').trim(),
  }).returning('id').executeTakeFirstOrThrow();
  await rescore(trx, caseId, input);
  return { reportId: Number(report.id), caseId };
}

/** Files one report; answers its ids (or the first report's, merged or replayed). */
export async function fileReport(db: Kysely<DB>, botId: number, input: ReportInput): Promise<ReportAnswer> {
  const key = input.idempotencyKey;
  if (key) {
    const prior = await replay(db, botId, key);
    if (prior) return prior;
  }
  try {
    return await db.transaction().execute(async (trx) => {
      const answer = await write(trx, botId, input);
      if (key) {
        const { rows } = await sql`INSERT INTO report_keys (bot_id, idempotency_key, report_id, case_id)
          VALUES (${botId}, ${key}, ${answer.reportId}, ${answer.caseId}) ON CONFLICT DO NOTHING RETURNING bot_id`.execute(trx);
        if (!rows.length) throw new KeyTaken();
      }
      return answer;
    });
  } catch (e) {
    if (e instanceof KeyTaken) return (await replay(db, botId, key!))!;
    throw e;
  }
}
