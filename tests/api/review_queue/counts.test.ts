// The queue's counts (review_waiting, server/queue/kept.ts) as a reader notices them: one's own
// decision shows in the next read, an item that came by any path (a partner route, SQL by hand)
// counts at once, overdue moves with the clock, each reader counts only what they may see, and after
// a random mix of writes every reader's counts equal a count of the sources' own queries.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { sessionFor } from '../helpers/grants';
import { loadSamples, type ResourceSample } from '../helpers/samples';
import { botKey } from '../exceptions/fixtures';
import { insertCase } from '../reports/fixtures';
import { insertUser } from '../users/fixtures';
import type { Actor } from '../../../server/core/context';
import { modules } from '../../../server/modules';
import { withTargets } from '../../../server/queue/service';

type Count = { type: string; total: number; overdue: number; more: boolean };

describe.each(testBackends())('review queue counts (%s)', (backend) => {
  let t: TestApp;
  let samples: Record<string, ResourceSample>;
  const role: Record<string, number> = {};
  const staff = (roleName: string, keys: string[] = []) => sessionFor(t, { roles: [role[roleName]], modules: keys });
  const counts = async (token: string): Promise<Map<string, Count>> => {
    const res = await t.call('/mdr/review_queue/list', { page: 1, pageSize: 1 }, { token });
    expect(res.code).toBe(1);
    return new Map((res.data.counts as Count[]).map((c) => [c.type, c]));
  };
  const countOf = async (token: string, type: string) => (await counts(token)).get(type)!;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const [loaded, roles] = await Promise.all([loadSamples(t.db), t.db.selectFrom('roles').select(['id', 'name_en']).execute()]);
    samples = loaded;
    Object.assign(role, Object.fromEntries(roles.map((r) => [r.name_en, r.id])));
  });
  afterAll(() => t?.close());

  it('drops at once after the reader\'s own decision, and after a colleague\'s', async () => {
    const [mine, theirs] = [await samples.articles.insert('pending'), await samples.articles.insert('pending')];
    const [me, colleague] = [await staff('Content reviewer'), await staff('Content reviewer')];
    const before = (await countOf(me.token, 'articles')).total;
    expect((await t.call('/mdr/articles/approve', { id: mine }, { token: me.token })).code).toBe(1);
    expect((await countOf(me.token, 'articles')).total).toBe(before - 1);
    expect((await t.call('/mdr/articles/reject', { id: theirs, reason: 'Copied' }, { token: colleague.token })).code).toBe(1);
    expect((await countOf(me.token, 'articles')).total).toBe(before - 2);
  });

  it('counts an item at once whatever path made it: a partner route, SQL by hand', async () => {
    const lead = await staff('Content reviewer', ['reports.escalated']);
    const before = (await countOf(lead.token, 'reports')).total;
    const key = await botKey(t.db, ['reports:write']);
    const target = await insertUser(t.db);
    // two fresh reporters, illegal (3 × 0.5) and sexual (2 × 0.5): 2.5, past the default visibleScore of 2
    for (const reason of ['illegal', 'sexual']) {
      const res = await t.call('/v3/reports/create', { reporterId: await insertUser(t.db), targetType: 'users', targetId: target, reason }, { headers: { 'x-bot-key': key } });
      expect(res.code).toBe(1);
    }
    expect((await countOf(lead.token, 'reports')).total).toBe(before + 1);
    const feedback = await staff('Support');
    const open = (await countOf(feedback.token, 'feedback')).total;
    const user = await insertUser(t.db);
    await sql`INSERT INTO feedback (user_id, category, content) SELECT ${user}, 'bug', 'by hand ' || g FROM generate_series(1, 3) AS g`.execute(t.db);
    expect((await countOf(feedback.token, 'feedback')).total).toBe(open + 3);
    await sql`DELETE FROM feedback WHERE content LIKE 'by hand %'`.execute(t.db);
    expect((await countOf(feedback.token, 'feedback')).total).toBe(open);
  });

  it('moves overdue with the clock, not with writes', async () => {
    const finance = await staff('Finance');
    const id = await samples.withdrawals.insert('requested');
    // its 4 h target is reached 1.5 s from now
    await sql`UPDATE withdrawals SET requested_at = now() - interval '4 hours' + interval '1.5 seconds' WHERE id = ${id}`.execute(t.db);
    const before = await countOf(finance.token, 'withdrawals');
    await new Promise((r) => setTimeout(r, 2_000));
    const after = await countOf(finance.token, 'withdrawals');
    expect(after).toMatchObject({ total: before.total, overdue: before.overdue + 1 });
  });

  it('counts for each reader what they may see: escalated cases, a withdrawal one approved, the settings\' visibleScore', async () => {
    const reviewer = await staff('Content reviewer');
    const lead = await staff('Content reviewer', ['reports.escalated']);
    const [r0, l0] = [(await countOf(reviewer.token, 'reports')).total, (await countOf(lead.token, 'reports')).total];
    const escalated = await insertCase(t.db, 'escalated');
    await sql`UPDATE report_cases SET score = 50 WHERE id = ${escalated}`.execute(t.db);
    expect((await countOf(reviewer.token, 'reports')).total).toBe(r0);
    expect((await countOf(lead.token, 'reports')).total).toBe(l0 + 1);
    // a change of the settings alone (no case written) moves the count
    await sql`UPDATE report_settings SET visible_score = 60`.execute(t.db);
    expect((await countOf(lead.token, 'reports')).total).toBe(0);
    await sql`UPDATE report_settings SET visible_score = 2`.execute(t.db);
    expect((await countOf(lead.token, 'reports')).total).toBe(l0 + 1);

    const [a, b] = [await staff('Finance'), await staff('Finance')];
    const w = await samples.withdrawals.insert('requested');
    const [a0, b0] = [(await countOf(a.token, 'withdrawals')).total, (await countOf(b.token, 'withdrawals')).total];
    await t.db.insertInto('withdrawal_approvals').values({ withdrawal_id: w, admin_id: a.id, admin_name: 'A' }).execute();
    expect((await countOf(a.token, 'withdrawals')).total).toBe(a0 - 1);
    expect((await countOf(b.token, 'withdrawals')).total).toBe(b0);
  });

  it('agrees with a count of the sources\' own queries after a random mix of writes', async () => {
    const random = seeded(35);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
    const admin = await sessionFor(t, { role: '*' });
    const waitingStates: Record<string, string> = { articles: 'pending', builds: 'pending', authors: 'pending', withdrawals: 'requested', live_rooms: 'applying', feedback: 'open' };
    const others: Record<string, string> = { articles: 'published', builds: 'rejected', authors: 'approved', withdrawals: 'rejected', live_rooms: 'approved', feedback: 'resolved' };
    const tables: Record<string, string> = { live_rooms: 'live_rooms', withdrawals: 'withdrawals' };
    const made: [string, number][] = [];
    for (let i = 0; i < 60; i++) {
      const type = pick(Object.keys(waitingStates));
      const table = tables[type] ?? type;
      const roll = random();
      if (roll < 0.4 || !made.length) made.push([type, await samples[type].insert(random() < 0.7 ? waitingStates[type] : others[type])]);
      else if (roll < 0.7) {
        const [ty, id] = pick(made);
        await sql`UPDATE ${sql.table(tables[ty] ?? ty)} SET status = ${random() < 0.5 ? waitingStates[ty] : others[ty]} WHERE id = ${id}`.execute(t.db);
      } else if (roll < 0.85) {
        await sql`UPDATE ${sql.table(table)} SET status = ${others[type]} WHERE id IN (SELECT id FROM ${sql.table(table)} WHERE status = ${waitingStates[type]} ORDER BY random() LIMIT 2)`.execute(t.db);
      } else {
        const id = await insertCase(t.db, pick(['open', 'escalated', 'dismissed'] as const));
        await sql`UPDATE report_cases SET score = ${Math.round(random() * 40) / 10}, first_report_at = now() - make_interval(hours => ${Math.floor(random() * 60)}) WHERE id = ${id}`.execute(t.db);
      }
    }
    await sql`UPDATE articles SET updated_at = now() - make_interval(hours => (id % 50)::int) WHERE status = 'pending'`.execute(t.db);
    const finance = await staff('Finance');
    await sql`INSERT INTO withdrawal_approvals (withdrawal_id, admin_id, admin_name)
      SELECT id, ${finance.id}, 'F' FROM withdrawals WHERE status = 'requested' AND id % 2 = 0 ON CONFLICT DO NOTHING`.execute(t.db);
    type Reader = { id: number; token: string; role?: string; roleName?: string; keys?: string[] };
    const readers: Reader[] = [{ ...admin, role: '*' }, { ...await staff('Content reviewer'), roleName: 'Content reviewer' },
      { ...await staff('Content reviewer', ['reports.escalated']), roleName: 'Content reviewer', keys: ['reports.escalated'] },
      { ...finance, roleName: 'Finance' }, { ...await staff('Support'), roleName: 'Support' }];
    for (const r of readers) {
      const keys = r.roleName ? (await t.db.selectFrom('roles').select('keys').where('id', '=', role[r.roleName]).executeTakeFirstOrThrow()).keys : [];
      const actor = { id: r.id, name: '', username: '', role: r.role ?? 'user', modules: [...keys, ...(r.keys ?? [])] };
      for (const [type, c] of await counts(r.token)) expect({ type, total: c.total, overdue: c.overdue }).toEqual({ type, ...await bruteCount(t, type, actor) });
    }
  });
});

/** The type's waiting items the reader may see, counted from its source's own query: the brute force. */
async function bruteCount(t: TestApp, type: string, reader: Actor): Promise<{ total: number; overdue: number }> {
  const source = withTargets(modules.flatMap((m) => m.waiting ?? []), t.app.config).find((s) => s.type === type)!;
  const { rows } = await sql<{ total: number; overdue: number }>`SELECT count(*)::integer AS total,
    (count(*) FILTER (WHERE q.waiting_since < now() - make_interval(hours => ${source.hours})))::integer AS overdue
    FROM (${source.query(t.db, reader)}) AS q`.execute(t.db);
  return rows[0];
}

/** A small seeded generator (mulberry32): the same mix in every run. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}
