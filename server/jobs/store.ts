// SQL of the bulk jobs (server/db/migrations/0024_bulk_jobs.sql). A job runs
// only where its lease is held: claimJob takes it in one UPDATE that succeeds
// only when the lease is free or expired (SKIP LOCKED: two instances asking at
// once never wait on each other, and never both get it), and every item is
// marked done in its command's own transaction under that lease (markDone),
// so a record is changed once, by the lease's holder, or not at all.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { RequestContext } from '../core/context';
import { holdsKey } from '../core/holders';
import type { DB } from '../db/schema';
import type { JobState } from './schema';
import './schema';

type Db = Kysely<DB> | Transaction<DB>;

/** What the runner needs of a job it holds. */
export interface HeldJob {
  id: number;
  resource: string;
  command: string;
  actionKey: string;
  params: Record<string, unknown>;
  ctx: RequestContext;
}

export interface NewJob {
  resource: string;
  command: string;
  actionKey: string;
  params: Record<string, unknown>;
  filter: Record<string, unknown>;
  ctx: RequestContext;
  ids: number[];
}

/** The job and its items (the ids in the order given), in the caller's transaction; a job of no items is done at once. */
export async function insertJob(trx: Transaction<DB>, job: NewJob): Promise<number> {
  const { stepUpFresh: _fresh, ...ctx } = job.ctx;
  const row = await trx.insertInto('bulk_jobs').values({
    resource: job.resource, command: job.command, action_key: job.actionKey,
    params: JSON.stringify(job.params), filter: JSON.stringify(job.filter), ctx: JSON.stringify(ctx),
    created_by: job.ctx.actor.id, total: job.ids.length,
    ...(job.ids.length ? {} : { state: 'done' as const, finished_at: sql<Date>`now()` }),
  }).returning('id').executeTakeFirstOrThrow();
  if (job.ids.length) {
    await sql`INSERT INTO bulk_job_items (job_id, seq, record_id)
      SELECT ${row.id}, u.ord, u.id FROM unnest(${sql.val(job.ids)}::int[]) WITH ORDINALITY AS u(id, ord)`.execute(trx);
  }
  return row.id;
}

const leaseEnd = (seconds: number) => sql<Date>`now() + make_interval(secs => ${seconds})`;

/** Takes the oldest unfinished job nobody holds (or whose holder's lease ran out) for `owner`; null when there is none. */
export async function claimJob(db: Db, owner: string, leaseSeconds: number): Promise<HeldJob | null> {
  const { rows } = await sql<{ id: number; resource: string; command: string; action_key: string; params: unknown; ctx: unknown }>`
    UPDATE bulk_jobs SET owner = ${owner}, lease_until = ${leaseEnd(leaseSeconds)}, state = 'running', updated_at = now()
    WHERE id = (
      SELECT id FROM bulk_jobs
      WHERE state IN ('queued', 'running') AND (owner IS NULL OR lease_until < now())
      ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
    ) AND state IN ('queued', 'running') AND (owner IS NULL OR lease_until < now())
    RETURNING id, resource, command, action_key, params, ctx`.execute(db);
  const r = rows[0];
  if (!r) return null;
  return { id: r.id, resource: r.resource, command: r.command, actionKey: r.action_key,
    params: parsed(r.params) as Record<string, unknown>, ctx: parsed(r.ctx) as RequestContext };
}

/** jsonb arrives parsed from node-postgres and PGlite alike; text (a driver without the type parser) is parsed here. */
const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/** Extends the lease; false when the job is no longer this owner's to run (cancelled, taken over). */
export async function renewLease(db: Db, id: number, owner: string, leaseSeconds: number): Promise<boolean> {
  const done = await db.updateTable('bulk_jobs').set({ lease_until: leaseEnd(leaseSeconds) })
    .where('id', '=', id).where('owner', '=', owner).where('state', '=', 'running').executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** The next record ids not yet tried, in order. */
export async function nextItems(db: Db, id: number, limit: number): Promise<number[]> {
  const rows = await db.selectFrom('bulk_job_items').select('record_id').where('job_id', '=', id)
    .where('state', '=', 'pending').orderBy('seq').limit(limit).execute();
  return rows.map((r) => r.record_id);
}

/**
 * In the item's command transaction: marks it done when the job is still this
 * owner's and running (FOR SHARE: a cancel waits for this item, then the job
 * stops before the next) and the item still pending. False: roll the command back.
 */
export async function markDone(trx: Transaction<DB>, id: number, owner: string, recordId: number): Promise<boolean> {
  const held = await sql`SELECT 1 FROM bulk_jobs WHERE id = ${id} AND owner = ${owner} AND state = 'running' FOR SHARE`.execute(trx);
  if (!held.rows.length) return false;
  const done = await trx.updateTable('bulk_job_items').set({ state: 'done', finished_at: sql<Date>`now()` })
    .where('job_id', '=', id).where('record_id', '=', recordId).where('state', '=', 'pending').executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** Records why an item failed (its command rolled back); false when the job is no longer this owner's. */
export async function markFailed(db: Db, id: number, owner: string, recordId: number, code: number, message: string): Promise<boolean> {
  const done = await db.updateTable('bulk_job_items').set({ state: 'failed', code, message, finished_at: sql<Date>`now()` })
    .where('job_id', '=', id).where('record_id', '=', recordId).where('state', '=', 'pending')
    .where(({ exists, selectFrom }) => exists(selectFrom('bulk_jobs').select('id')
      .where('id', '=', id).where('owner', '=', owner).where('state', '=', 'running')))
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** Ends a job this owner runs: done (every item tried) or stopped (with the reason's i18n key). */
export async function finishJob(db: Db, id: number, owner: string, state: Extract<JobState, 'done' | 'stopped'>, reason?: string): Promise<void> {
  await db.updateTable('bulk_jobs')
    .set({ state, stop_reason: reason ?? null, owner: null, lease_until: null, finished_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', id).where('owner', '=', owner).where('state', '=', 'running').execute();
}

/** Gives the job back unfinished (this instance is shutting down): any instance may take it at once. */
export async function releaseJob(db: Db, id: number, owner: string): Promise<void> {
  await db.updateTable('bulk_jobs').set({ owner: null, lease_until: null, updated_at: sql<Date>`now()` })
    .where('id', '=', id).where('owner', '=', owner).where('state', '=', 'running').execute();
}

/** Cancels an unfinished job (the item in progress, if any, finishes first); false when it had ended. */
export async function cancelJob(db: Db, id: number, adminId: number): Promise<boolean> {
  const done = await db.updateTable('bulk_jobs')
    .set({ state: 'cancelled', cancelled_by: adminId, owner: null, lease_until: null,
      finished_at: sql<Date>`now()`, updated_at: sql<Date>`now()`, version: sql<number>`version + 1` })
    .where('id', '=', id).where('state', 'in', ['queued', 'running']).executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** Whether the job's starter may still do what it does: enabled, and holding its key (roles change meanwhile). */
export async function starterHoldsKey(db: Db, job: HeldJob): Promise<boolean> {
  const row = await db.selectFrom('admins').select('id').where('id', '=', job.ctx.actor.id)
    .where('disabled', '=', false).where(holdsKey(job.actionKey)).executeTakeFirst();
  return !!row;
}

/** Removes the jobs finished more than `keepDays` days ago, their items with them (ON DELETE CASCADE); how many went. */
export async function purgeFinished(db: Db, keepDays: number): Promise<number> {
  const gone = await db.deleteFrom('bulk_jobs').where('state', 'in', ['done', 'cancelled', 'stopped'])
    .where('finished_at', '<', sql<Date>`now() - make_interval(days => ${keepDays})`).executeTakeFirst();
  return Number(gone.numDeletedRows);
}
