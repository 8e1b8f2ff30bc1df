// Bulk jobs (/mdr/jobs/*, server/jobs/): "approve every article matching this
// filter" carried out in the background through each record's own transition
// (one audit row each), with the failed records and why, cancel between
// records, resumption by another instance when one stops or its lease runs
// out, and never two instances on one job. The first app's runner is stopped,
// so a job waits until a worker instance on the same database is started: what
// happens "in between" is then set up before any record is tried.
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { claimJob } from '../../../server/jobs/store';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { sessionFor } from '../helpers/grants';
import { insertUser } from '../users/fixtures';
import { auditRows, guideSeed, insertArticle, signInStaff, type Staff } from '../guide/fixtures';

type Job = {
  id: number; state: string; total: number; done: number; failed: number; pending: number;
  failures: { id: number; code: number; message: string }[]; stopReason: string | null;
};

const FINAL = ['done', 'cancelled', 'stopped'];

/** Pauses `app`'s runner before it tries record `id` (between records: no transaction open) until `open()`. */
function pauseBefore(app: TestApp, id: number) {
  let open!: () => void;
  let reached!: () => void;
  const opened = new Promise<void>((resolve) => { open = resolve; });
  const atPause = new Promise<void>((resolve) => { reached = resolve; });
  app.app.jobs.beforeItem = async (_job, recordId) => {
    if (recordId !== id) return;
    reached();
    await opened;
  };
  return { atPause, open: () => open() };
}

describe.each(testBackends())('bulk jobs (%s)', (backend) => {
  const { ids, seed } = guideSeed();
  let t: TestApp;
  let staff: { admin: Staff; editor: Staff; editor2: Staff; outsider: Staff };
  const workers: TestApp[] = [];

  beforeAll(async () => {
    t = await createTestApp(backend, { seed });
    staff = await signInStaff(t);
    await t.app.jobs.stop();
  });
  // a worker left running would take the next test's job before its setup is done
  afterEach(async () => {
    for (const w of workers.splice(0)) await w.close();
  });
  afterAll(() => t?.close());

  /** Another instance on the same database: its runner takes the jobs nobody holds as it starts. */
  const worker = async () => {
    const w = await createTestApp(backend, { sameDatabaseAs: t });
    workers.push(w);
    return w;
  };
  const closeWorker = async (w: TestApp) => {
    workers.splice(workers.indexOf(w), 1);
    await w.close();
  };
  /** `n` pending articles titled `title …`, in id order (the order a job tries them in). */
  const pending = async (n: number, title: string) => {
    const made: number[] = [];
    for (let i = 0; i < n; i++) {
      made.push(await insertArticle(t.db, { categoryId: ids.categories.child, authorId: ids.authors.alice, status: 'pending', title: `${title} ${i}` }));
    }
    return made;
  };
  const start = async (body: Record<string, unknown>, token = staff.editor.token) => {
    const res = await t.call('/mdr/jobs/articles/approve', body, { token, lang: 'en-US' });
    expect(res.code, res.message).toBe(1);
    return res.data as Job;
  };
  const get = async (id: number, token = staff.editor.token) => {
    const res = await t.call('/mdr/jobs/get', { id }, { token, lang: 'en-US' });
    expect(res.code, res.message).toBe(1);
    return res.data as Job;
  };
  /** The job once it has ended (asking as its runner goes on; 20 s at most). */
  const ended = async (id: number, token = staff.editor.token) => {
    for (let i = 0; i < 1000; i++) {
      const job = await get(id, token);
      if (FINAL.includes(job.state)) return job;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`job ${id} did not end`);
  };
  const statuses = async (articleIds: number[]) =>
    (await t.db.selectFrom('articles').select(['id', 'status']).where('id', 'in', articleIds).orderBy('id').execute()).map((a) => a.status);
  const approvals = async (id: number) => (await auditRows(t.db, 'articles', id)).filter((a) => a.action === 'approve');

  it('approves every pending article the filter matches, each with its own audit row, and no other', async () => {
    const matching = await pending(12, 'Patch notes');
    const other = await pending(2, 'Raid guide');
    const published = await insertArticle(t.db, { categoryId: ids.categories.child, authorId: ids.authors.alice, status: 'published', title: 'Patch notes old' });
    const job = await start({ filter: { q: 'Patch notes' } });
    expect(job).toMatchObject({ state: 'queued', total: 12, done: 0, pending: 12 });
    await worker();
    const done = await ended(job.id);
    expect(done).toMatchObject({ state: 'done', total: 12, done: 12, failed: 0, pending: 0, failures: [] });
    expect(await statuses(matching)).toEqual(matching.map(() => 'published'));
    expect(await statuses(other)).toEqual(['pending', 'pending']);
    for (const id of matching) {
      const rows = await approvals(id);
      expect(rows).toHaveLength(1);
      expect(rows[0].actor_id).toBe(staff.editor.id);
    }
    expect(await auditRows(t.db, 'articles', published)).toEqual([]);
  });

  it('lists the articles that failed and why: rejected by someone else meanwhile, claimed by another reviewer', async () => {
    const articles = await pending(5, 'Failing batch');
    const job = await start({ filter: { q: 'Failing batch' } });
    const rejected = await t.call('/mdr/articles/reject', { id: articles[1], reason: 'Off topic for the guide' }, { token: staff.editor2.token });
    expect(rejected.code).toBe(1);
    await t.db.updateTable('admins').set({ name: 'Second Editor' }).where('id', '=', staff.editor2.id).execute();
    await sql`INSERT INTO review_claims (type, record_id, admin_id, expires_at)
      VALUES ('articles', ${articles[3]}, ${staff.editor2.id}, now() + interval '20 minutes')`.execute(t.db);
    await worker();
    const done = await ended(job.id);
    expect(done).toMatchObject({ state: 'done', total: 5, done: 3, failed: 2, pending: 0 });
    expect(done.failures.map((f) => [f.id, f.code])).toEqual([[articles[1], -5], [articles[3], -5]]);
    expect(done.failures[0].message).toMatch(/rejected/i);
    expect(done.failures[1].message).toContain('Second Editor');
    expect(await statuses(articles)).toEqual(['published', 'rejected', 'published', 'pending', 'published']);
    expect(await approvals(articles[1])).toEqual([]);
    expect(await approvals(articles[3])).toEqual([]);
  });

  it('cancel stops it between articles: those done stay done, the rest untouched, nothing more afterwards', async () => {
    const articles = await pending(10, 'Cancelled batch');
    const w = await worker();
    const pause = pauseBefore(w, articles[4]);
    const job = await start({ filter: { q: 'Cancelled batch' } });
    await pause.atPause;
    // another editor holding the key cancels it while the runner is between records
    const cancelled = await t.call('/mdr/jobs/cancel', { id: job.id }, { token: staff.editor2.token, lang: 'en-US' });
    expect(cancelled.code, cancelled.message).toBe(1);
    pause.open();
    await w.app.jobs.settled();
    expect(cancelled.data).toMatchObject({ state: 'cancelled', done: 4, failed: 0, pending: 6 });
    expect(await get(job.id)).toMatchObject({ state: 'cancelled', done: 4, failed: 0, pending: 6 });
    expect(await statuses(articles)).toEqual(articles.map((_, i) => (i < 4 ? 'published' : 'pending')));
    for (const [i, id] of articles.entries()) expect(await approvals(id)).toHaveLength(i < 4 ? 1 : 0);
    const again = await t.call('/mdr/jobs/cancel', { id: job.id }, { token: staff.editor.token });
    expect(again.code).toBe(-5);
  });

  it('resumes on another instance when the one running it stops midway, each article approved once', async () => {
    const articles = await pending(10, 'Restart batch');
    const first = await worker();
    const pause = pauseBefore(first, articles[4]);
    const job = await start({ filter: { q: 'Restart batch' } });
    await pause.atPause;
    // what closing the app does first (an onClose hook): asked to stop, the runner finishes the record it is on
    const stopping = first.app.jobs.stop();
    pause.open();
    await stopping;
    await closeWorker(first);
    const midway = await get(job.id);
    expect(midway).toMatchObject({ state: 'running', done: 4, pending: 6 });
    await worker();
    const done = await ended(job.id);
    expect(done).toMatchObject({ state: 'done', done: 10, failed: 0 });
    for (const id of articles) expect(await approvals(id)).toHaveLength(1);
  });

  it('waits while another instance holds the lease, and takes the job over once the lease has run out', async () => {
    const articles = await pending(4, 'Lease batch');
    const job = await start({ filter: { q: 'Lease batch' } });
    await sql`UPDATE bulk_jobs SET state = 'running', owner = 'elsewhere', lease_until = now() + interval '1 hour' WHERE id = ${job.id}`.execute(t.db);
    const w = await worker();
    w.app.jobs.kick();
    await w.app.jobs.settled();
    expect(await get(job.id)).toMatchObject({ state: 'running', done: 0, pending: 4 });
    expect(await statuses(articles)).toEqual(articles.map(() => 'pending'));
    // the instance holding it died: its lease is not renewed
    await sql`UPDATE bulk_jobs SET lease_until = now() - interval '1 second' WHERE id = ${job.id}`.execute(t.db);
    w.app.jobs.kick();
    expect(await ended(job.id)).toMatchObject({ state: 'done', done: 4 });
  });

  it('with two instances running, a job is carried out once: every article approved by exactly one of them', async () => {
    const articles = await pending(20, 'Two instances');
    const [a, b] = [await worker(), await worker()];
    const tried = new Map<string, number[]>([[a.app.jobs.owner, []], [b.app.jobs.owner, []]]);
    for (const w of [a, b]) w.app.jobs.beforeItem = async (_job, id) => { tried.get(w.app.jobs.owner)!.push(id); };
    const job = await start({ filter: { q: 'Two instances' } });
    expect(await ended(job.id)).toMatchObject({ state: 'done', done: 20, failed: 0 });
    const all = [...tried.values()].flat();
    expect(all.sort((x, y) => x - y)).toEqual(articles);
    for (const id of articles) expect(await approvals(id)).toHaveLength(1);
  });

  it('never gives one job to two instances: two claiming at once get different jobs or none', async () => {
    const second = await createTestApp(backend, { sameDatabaseAs: t });
    workers.push(second);
    await second.app.jobs.stop();
    for (let round = 0; round < 5; round++) {
      await pending(1, `Race ${round}`);
      const a = await start({ filter: { q: `Race ${round}` } });
      const claims = await Promise.all([claimJob(t.db, 'instance-a', 30), claimJob(second.db, 'instance-b', 30)]);
      const got = claims.filter((c) => c !== null).map((c) => c!.id);
      expect(got).toEqual([a.id]);
      await sql`UPDATE bulk_jobs SET state = 'cancelled', owner = NULL WHERE id = ${a.id}`.execute(t.db);
    }
  });

  it('matches a sensitive field only whole and only for a reader who may reveal it, as the list does (audited)', async () => {
    const user = await insertUser(t.db, 'active');
    const { email } = await t.db.selectFrom('users').select('email').where('id', '=', user).executeTakeFirstOrThrow();
    const plain = await sessionFor(t, { modules: ['users.read', 'users.mute'] });
    const revealer = await sessionFor(t, { modules: ['users.read', 'users.mute', 'users.reveal'] });
    const mute = (token: string, q: string) => t.call('/mdr/jobs/users/mute', { filter: { q }, reason: 'Spam in chat', hours: 2 }, { token });
    expect((await mute(plain.token, email)).data).toMatchObject({ state: 'done', total: 0 });
    expect((await mute(revealer.token, email.slice(0, 8))).data).toMatchObject({ state: 'done', total: 0 });
    const searches = () => t.db.selectFrom('audit_log').select(['actor_id', 'after']).where('action', '=', 'search_sensitive').execute();
    expect(await searches()).toEqual([]);
    const job = await mute(revealer.token, email);
    expect(job.data).toMatchObject({ total: 1 });
    expect(await searches()).toEqual([{ actor_id: revealer.id, after: { fields: ['email'] } }]);
    await worker();
    expect(await ended(job.data.id, revealer.token)).toMatchObject({ state: 'done', done: 1 });
    expect((await auditRows(t.db, 'users', user)).map((a) => [a.action, a.actor_id])).toEqual([['mute', revealer.id]]);
  });

  it('stops when its starter no longer holds the key, leaving the rest untried', async () => {
    const articles = await pending(3, 'Key lost');
    const starter = await t.createStaff({ username: 'leaving', modules: ['mdr.wow.guide'] });
    const token = await t.login(starter.username, starter.password);
    const job = await start({ filter: { q: 'Key lost' } }, token);
    await t.db.updateTable('admins').set({ modules: [] }).where('id', '=', starter.id).execute();
    await worker();
    const stopped = await ended(job.id);
    expect(stopped).toMatchObject({ state: 'stopped', done: 0, pending: 3 });
    expect(stopped.stopReason).toMatch(/no longer holds/);
    expect(await statuses(articles)).toEqual(['pending', 'pending', 'pending']);
  });

  it('answers a job only to holders of its key; a filter matching nothing makes a job done at once', async () => {
    const job = await start({ filter: { q: 'nothing matches this' } });
    expect(job).toMatchObject({ state: 'done', total: 0 });
    expect((await t.call('/mdr/jobs/get', { id: job.id }, { token: staff.outsider.token })).code).toBe(-2);
    expect((await t.call('/mdr/jobs/get', { id: 987654 }, { token: staff.editor.token })).code).toBe(-4);
    const list = await t.call('/mdr/jobs/list', { resource: 'articles' }, { token: staff.editor.token });
    expect(list.data.list.map((j: Job) => j.id)).toContain(job.id);
    expect((await t.call('/mdr/jobs/list', {}, { token: staff.outsider.token })).data).toEqual({ list: [], total: 0 });
    const refused = await t.call('/mdr/jobs/articles/approve', { filter: { q: 'x' } }, { token: staff.outsider.token });
    expect(refused.code).toBe(-2);
  });
});
