// The review queue's live feed (server/queue/stream.ts, live.ts) across two
// instances on one database: a reader's stream on instance B hears of a claim,
// a release, a decision and a colleague opening the item made on instance A
// within 2 s (the spec's "live"), a claim lapsing by itself, nothing about types they may not decide, and
// only with a fresh ticket of their own; a stream ends when its instance closes
// (a rolling restart is not held) and, on PostgreSQL, says "refetch" when the
// bus may have missed events.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SWEEP_MS } from '../../../server/queue/stream';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { sessionFor } from '../helpers/grants';
import { twoInstances } from './instances';
import { botKey, reportEvent } from '../exceptions/fixtures';

/** The spec's bound for a change to show in every open panel. */
const LIVE_MS = 2_000;

interface Frame { event: string; data: Record<string, unknown> }

/** A stream read as the panel's EventSource does: its frames as they come, and whether it ended. */
async function openStream(base: string, ticket: string) {
  const res = await fetch(`${base}/api/review_queue/events?ticket=${encodeURIComponent(ticket)}`);
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  const done = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = res.body.getReader();
    for (;;) {
      const { done: over, value } = await reader.read();
      if (over) break;
      buffer += decoder.decode(value, { stream: true });
      let at: number;
      while ((at = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event) frames.push({ event, data: JSON.parse(data ?? '{}') as Record<string, unknown> });
      }
      for (const w of waiters) w();
    }
  })().catch(() => undefined).finally(() => { ended = true; for (const w of waiters) w(); });
  /** The first frame since `from` that `accept`s, or null once `ms` passed (or the stream ended). */
  const next = (accept: (f: Frame) => boolean, ms = LIVE_MS, from = 0) => new Promise<Frame | null>((resolve) => {
    const look = () => {
      const found = frames.slice(from).find(accept);
      if (found || ended) { cleanup(); resolve(found ?? null); }
    };
    const timer = setTimeout(() => { cleanup(); resolve(null); }, ms);
    const cleanup = () => { clearTimeout(timer); waiters.delete(look); };
    waiters.add(look);
    look();
  });
  return { res, frames, next, done, get ended() { return ended; } };
}

describe.each(testBackends())('the review queue live (%s)', (backend) => {
  const { on, staff, ok } = twoInstances(backend);
  const ticketOn = async (t: TestApp, token: string) => (await ok(t, '/mdr/review_queue/live_ticket', {}, token)).ticket as string;
  /** A stream on B for `token`, flowing (its `ready` frame arrived). */
  const streamOnB = async (token: string) => {
    const s = await openStream(on.base, await ticketOn(on.a, token));
    expect(s.res.headers.get('content-type')).toContain('text/event-stream');
    expect(s.res.headers.get('x-accel-buffering')).toBe('no');
    expect(await s.next((f) => f.event === 'ready')).not.toBeNull();
    return s;
  };
  const about = (type: string, id: number, kind?: string) => (f: Frame) =>
    f.event === 'queue' && f.data.type === type && f.data.id === id && (!kind || f.data.kind === kind);

  it('tells a reviewer on B of a colleague\'s claim, release, claim and decision on A, naming the item only', async () => {
    const id = await on.samples.articles.insert('pending');
    const watcher = await staff(on.a, 'Watcher', 'Content reviewer');
    const chen = await staff(on.a, '陈静', 'Content reviewer');
    const s = await streamOnB(watcher.token);

    await ok(on.a, '/mdr/review_queue/claim', { type: 'articles', id }, chen.token);
    const claimed = await s.next(about('articles', id, 'claim'));
    expect(claimed?.data).toEqual({ type: 'articles', id, kind: 'claim' });
    const since = s.frames.length;
    await ok(on.a, '/mdr/review_queue/release', { type: 'articles', id }, chen.token);
    expect(await s.next(about('articles', id, 'claim'), LIVE_MS, since)).not.toBeNull();

    await ok(on.a, '/mdr/review_queue/claim', { type: 'articles', id }, chen.token);
    await ok(on.a, '/mdr/articles/approve', { id }, chen.token);
    expect(await s.next(about('articles', id, 'item'))).not.toBeNull();
    // what the panel then reads: the item has left the queue
    const page = await ok(on.b, '/mdr/review_queue/list', { type: 'articles', pageSize: 100 }, watcher.token);
    expect((page.list as { id: number }[]).some((i) => i.id === id)).toBe(false);
  });

  it('tells of a claim that lapsed by itself (found within the sweep\'s 5 s)', async () => {
    const id = await on.samples.articles.insert('pending');
    const watcher = await staff(on.a, 'Lapse Watcher', 'Content reviewer');
    const holder = await staff(on.a, 'Lapse Holder', 'Content reviewer');
    await ok(on.a, '/mdr/review_queue/claim', { type: 'articles', id }, holder.token);
    const s = await streamOnB(watcher.token);
    const from = s.frames.length;
    await sql`UPDATE review_claims SET expires_at = now() - interval '1 second' WHERE type = 'articles' AND record_id = ${id}`.execute(on.a.db);
    expect(await s.next(about('articles', id, 'claim'), SWEEP_MS + LIVE_MS, from)).not.toBeNull();
    expect(await on.a.db.selectFrom('review_claims').select('admin_id').where('type', '=', 'articles').where('record_id', '=', id).execute()).toEqual([]);
  });

  it('tells of a new waiting item and of a colleague opening the item, who then shows as "also open"', async () => {
    const watcher = await staff(on.a, 'Watcher Two', 'Content reviewer');
    const li = await staff(on.a, 'Li Wei', 'Content reviewer');
    await on.a.db.updateTable('admins').set({ modules: ['articles.submit'] }).where('id', '=', li.id).execute();
    const s = await streamOnB(watcher.token);
    // a draft submitted: it now waits
    const id = await on.samples.articles.insert('draft');
    const from = s.frames.length;
    await ok(on.a, '/mdr/articles/submit', { id }, li.token);
    expect(await s.next(about('articles', id, 'item'), LIVE_MS, from)).not.toBeNull();

    await ok(on.a, '/mdr/review_queue/presence', { type: 'articles', id }, li.token);
    expect(await s.next(about('articles', id, 'presence'), LIVE_MS, from)).not.toBeNull();
    const beforeSeen = s.frames.length;
    const seen = await ok(on.b, '/mdr/review_queue/presence', { type: 'articles', id }, watcher.token);
    expect(seen.others).toEqual([{ id: li.id, name: 'Li Wei' }]);
    // the watcher's own opening is news too: let its frame arrive before counting what follows the renewal
    expect(await s.next(about('articles', id, 'presence'), LIVE_MS, beforeSeen)).not.toBeNull();
    // a renewal is not news; leaving is
    const renewed = s.frames.length;
    await ok(on.a, '/mdr/review_queue/presence', { type: 'articles', id }, li.token);
    await ok(on.a, '/mdr/review_queue/presence', { type: 'articles', id, leaving: true }, li.token);
    const next = await s.next((f) => f.event === 'queue' && f.data.id === id, LIVE_MS, renewed);
    expect(s.frames.slice(renewed).filter(about('articles', id, 'presence'))).toHaveLength(1);
    expect(next).not.toBeNull();
    expect((await ok(on.b, '/mdr/review_queue/presence', { type: 'articles', id }, watcher.token)).others).toEqual([]);
  });

  it('tells of an exception group that a new report reopened (a regression joins the queue)', async () => {
    const watcher = await sessionFor(on.a, { modules: ['review_queue.read', 'exceptions.read', 'exceptions.resolve'] });
    const key = await botKey(on.a.db);
    const report = (type: string) => on.a.call('/v3/exception/report', { events: [reportEvent({ type })] }, { headers: { 'x-bot-key': key } });
    const first = await report('LiveRegressionProbe');
    expect(first.code, first.message).toBe(1);
    const id = (first.data as { groupIds: number[] }).groupIds[0];
    await on.a.db.updateTable('exception_groups').set({ status: 'resolved', resolved_at: new Date() }).where('id', '=', id).execute();
    const s = await streamOnB(watcher.token);
    const from = s.frames.length;
    expect((await report('LiveRegressionProbe')).code).toBe(1);
    expect(await s.next(about('exceptions', id, 'item'), LIVE_MS, from)).not.toBeNull();
    // another event on the group, now open again, is no news
    const after = s.frames.length;
    expect((await report('LiveRegressionProbe')).code).toBe(1);
    expect(await s.next(about('exceptions', id), 500, after)).toBeNull();
  });

  it('tells a reader nothing about a type they may not decide', async () => {
    const article = await on.samples.articles.insert('pending');
    const withdrawal = await on.samples.withdrawals.insert('requested');
    const finance = await staff(on.a, 'Finance Watcher', 'Finance');
    const reviewer = await staff(on.a, 'Reviewer Three', 'Content reviewer');
    const cashier = await staff(on.a, 'Finance Two', 'Finance');
    const s = await streamOnB(finance.token);

    await ok(on.a, '/mdr/review_queue/claim', { type: 'articles', id: article }, reviewer.token);
    await ok(on.a, '/mdr/review_queue/presence', { type: 'articles', id: article }, reviewer.token);
    await ok(on.a, '/mdr/review_queue/claim', { type: 'withdrawals', id: withdrawal }, cashier.token);
    // notifications arrive in commit order: once the withdrawal's is here, the article's would have been
    expect(await s.next(about('withdrawals', withdrawal, 'claim'))).not.toBeNull();
    expect(s.frames.filter((f) => f.event === 'queue' && f.data.type !== 'withdrawals')).toEqual([]);
    // nor may they ask who has an article open
    expect((await on.b.call('/mdr/review_queue/presence', { type: 'articles', id: article }, { token: finance.token })).code).toBe(-2);
  });

  it('opens only with a ticket that is known, unused and in time, of a live session', async () => {
    const reader = await staff(on.a, 'Ticket Holder', 'Content reviewer');
    const refused = async (ticket: string) => {
      const res = await fetch(`${on.base}/api/review_queue/events?ticket=${encodeURIComponent(ticket)}`);
      const body = await res.json() as { code: number };
      return { status: res.status, code: body.code };
    };
    expect(await refused('not-a-ticket')).toEqual({ status: 401, code: -3 });
    expect(await refused('A'.repeat(32))).toEqual({ status: 401, code: -3 });

    const once = await ticketOn(on.a, reader.token);
    const s = await openStream(on.base, once);
    expect(await s.next((f) => f.event === 'ready')).not.toBeNull();
    expect(await refused(once)).toEqual({ status: 401, code: -3 });

    const late = await ticketOn(on.a, reader.token);
    await sql`UPDATE review_live_tickets SET expires_at = now() - interval '1 second'`.execute(on.a.db);
    expect(await refused(late)).toEqual({ status: 401, code: -3 });

    const revoked = await ticketOn(on.a, reader.token);
    await on.a.db.updateTable('sessions').set({ revoked_at: new Date() }).where('admin_id', '=', reader.id).execute();
    expect(await refused(revoked)).toEqual({ status: 401, code: -3 });
    // and the stream it had open ends with its session (the database announced the change)
    await s.done;
    expect(s.ended).toBe(true);
  });

  it('ends its streams when the instance closes, so a rolling restart is not held', async () => {
    const c = await createTestApp(backend, { sameDatabaseAs: on.a });
    await c.app.listen({ host: '127.0.0.1', port: 0 });
    const reader = await staff(on.a, 'Closing Reader', 'Content reviewer');
    const s = await openStream(`http://127.0.0.1:${(c.app.server.address() as { port: number }).port}`, await ticketOn(on.a, reader.token));
    expect(await s.next((f) => f.event === 'ready')).not.toBeNull();
    await c.close();
    await s.done;
    expect(s.ended).toBe(true);
  });

  it.runIf(backend === 'postgres')('says "refetch" and ends when B may have missed events', async () => {
    const reader = await staff(on.a, 'Gap Reader', 'Content reviewer');
    const s = await streamOnB(reader.token);
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE application_name = 'mdr-listener' AND datname = current_database()`.execute(on.a.db);
    expect(await s.next((f) => f.event === 'refetch', 15_000)).not.toBeNull();
    await s.done;
    expect(s.ended).toBe(true);
  });
});
