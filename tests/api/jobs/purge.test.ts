// Old bulk jobs go (server/jobs/runner.ts purgeWhenDue, store.ts purgeFinished):
// the job runner of an instance removes the jobs finished — done, cancelled or
// stopped — more than JOBS_KEEP_DAYS days ago, with their items, at its first
// look for work and hourly after; a job not finished stays however old, and so
// does one finished within the days kept.
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { createTestApp, testBackends, type TestApp } from '../helpers';

describe.each(testBackends())('removing old bulk jobs (%s)', (backend) => {
  let t: TestApp;
  let starter: number;
  const workers: TestApp[] = [];

  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.app.jobs.stop();
    starter = (await t.createStaff({ username: 'job-starter' })).id;
  });
  afterEach(async () => {
    for (const w of workers.splice(0)) await w.close();
  });
  afterAll(() => t?.close());

  /** A job of two items in `state`, created `createdDaysAgo` days ago and finished `finishedDaysAgo` days ago (null: not finished). */
  const job = async (state: string, createdDaysAgo: number, finishedDaysAgo: number | null) => {
    const { rows } = await sql<{ id: number }>`INSERT INTO bulk_jobs (resource, command, action_key, ctx, created_by, state, total, owner, lease_until, created_at, updated_at, finished_at)
      VALUES ('articles', 'approve', 'articles.approve', '{}'::jsonb, ${starter}, ${state}, 2,
        ${finishedDaysAgo === null ? 'elsewhere' : null}, ${finishedDaysAgo === null ? sql`now() + interval '1 hour'` : null},
        now() - make_interval(days => ${createdDaysAgo}), now(),
        ${finishedDaysAgo === null ? null : sql`now() - make_interval(days => ${finishedDaysAgo})`})
      RETURNING id`.execute(t.db);
    const id = rows[0].id;
    await sql`INSERT INTO bulk_job_items (job_id, seq, record_id, state) VALUES (${id}, 1, 1, 'done'), (${id}, 2, 2, 'failed')`.execute(t.db);
    return id;
  };
  /** An instance on the same database: its runner looks for work, and so removes old jobs, as it starts. */
  const worker = async (config: Partial<ReturnType<typeof loadConfig>> = {}) => {
    const w = await createTestApp(backend, { sameDatabaseAs: t, config });
    workers.push(w);
    await w.app.jobs.settled();
    return w;
  };
  const left = async (ids: number[]) => ({
    jobs: (await t.db.selectFrom('bulk_jobs').select('id').where('id', 'in', ids).orderBy('id').execute()).map((r) => r.id),
    items: (await t.db.selectFrom('bulk_job_items').select('job_id').where('job_id', 'in', ids).execute()).length,
  });

  it('removes the jobs finished more than JOBS_KEEP_DAYS ago with their items, and keeps the rest', async () => {
    const done = await job('done', 40, 31);
    const cancelled = await job('cancelled', 50, 45);
    const stopped = await job('stopped', 31, 31);
    const recent = await job('done', 40, 29);
    const unfinished = await job('running', 90, null);
    const all = [done, cancelled, stopped, recent, unfinished];
    expect(await left(all)).toEqual({ jobs: all, items: 10 });

    await worker(); // JOBS_KEEP_DAYS=30, the default
    expect(await left(all)).toEqual({ jobs: [recent, unfinished], items: 4 });

    await worker({ jobsKeepDays: 5 });
    expect(await left(all)).toEqual({ jobs: [unfinished], items: 2 });
  });

  it('takes JOBS_KEEP_DAYS from 1 to 3650 days, 30 when unset', () => {
    expect(loadConfig({}).jobsKeepDays).toBe(30);
    expect(loadConfig({ JOBS_KEEP_DAYS: '7' }).jobsKeepDays).toBe(7);
    for (const bad of ['0', '3651', 'week']) expect(() => loadConfig({ JOBS_KEEP_DAYS: bad })).toThrow(/JOBS_KEEP_DAYS/);
  });
});
