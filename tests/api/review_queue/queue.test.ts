// The review queue (/mdr/review_queue/*, server/queue/): what each seeded role
// finds waiting on it, oldest first and against its type's target, and the
// claims that keep two staff off one item — expiry, take-over with its audit
// row, a race of claims, and a decision refused under someone else's claim.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { sessionFor } from '../helpers/grants';
import { loadSamples, type ResourceSample } from '../helpers/samples';
import type { ReportCaseState } from '../../../contract/reports';
import { insertCase } from '../reports/fixtures';

type Item = { type: string; id: number; title: string; overdue: boolean; claimedBy?: { id: number; name: string }; claimExpiresAt?: string };

describe.each(testBackends())('review queue (%s)', (backend) => {
  let t: TestApp;
  let samples: Record<string, ResourceSample>;
  const role: Record<string, number> = {};
  const staff = async (name: string, roleName: string, extra: string[] = []) => {
    const s = await sessionFor(t, { roles: [role[roleName]], modules: extra });
    await t.db.updateTable('admins').set({ name }).where('id', '=', s.id).execute();
    return s;
  };
  const call = (token: string, action: string, body: unknown = {}, lang: 'zh-CN' | 'en-US' = 'en-US') =>
    t.call(`/mdr/review_queue/${action}`, body, { token, lang });
  const list = async (token: string, body: Record<string, unknown> = {}) => {
    const res = await call(token, 'list', { pageSize: 100, ...body });
    expect(res.code).toBe(1);
    return res.data as { list: Item[]; total: number; counts: { type: string; total: number; overdue: number; more: boolean }[] };
  };
  /** Makes the record wait since `hours` ago. */
  const waitedHours = (table: 'articles' | 'withdrawals', id: number, hours: number) => table === 'articles'
    ? sql`UPDATE articles SET updated_at = now() - make_interval(hours => ${hours}) WHERE id = ${id}`.execute(t.db)
    : sql`UPDATE withdrawals SET requested_at = now() - make_interval(hours => ${hours}) WHERE id = ${id}`.execute(t.db);

  beforeAll(async () => {
    t = await createTestApp(backend);
    samples = await loadSamples(t.db);
    for (const r of await t.db.selectFrom('roles').select(['id', 'name_en']).execute()) role[r.name_en] = r.id;
  });
  afterAll(() => t?.close());

  it('shows each role what it may decide: the reviewer content, finance withdrawals, support tickets and rooms', async () => {
    const article = await samples.articles.insert('pending');
    const build = await samples.builds.insert('pending');
    const author = await samples.authors.insert('pending');
    const withdrawal = await samples.withdrawals.insert('requested');
    const room = await samples.live_rooms.insert('applying');
    const published = await samples.articles.insert('published');
    const reviewer = await staff('Reviewer One', 'Content reviewer');
    const finance = await staff('Finance One', 'Finance');
    const support = await staff('Support One', 'Support');

    const seen = (l: { list: Item[] }) => new Set(l.list.map((i) => `${i.type}/${i.id}`));
    const r = await list(reviewer.token);
    expect([...seen(r)]).toEqual(expect.arrayContaining([`articles/${article}`, `builds/${build}`, `authors/${author}`]));
    expect([...seen(r)]).not.toContain(`articles/${published}`);
    expect(r.list.every((i) => ['articles', 'builds', 'authors', 'reports', 'appeals'].includes(i.type))).toBe(true);
    expect(r.counts.map((c) => c.type).sort()).toEqual(['appeals', 'articles', 'authors', 'builds', 'reports']);

    const f = await list(finance.token);
    expect([...seen(f)]).toContain(`withdrawals/${withdrawal}`);
    expect(f.list.every((i) => i.type === 'withdrawals')).toBe(true);
    const s = await list(support.token);
    expect([...seen(s)]).toContain(`live_rooms/${room}`);
    expect(s.list.every((i) => ['live_rooms', 'feedback', 'exceptions'].includes(i.type))).toBe(true);

    // a type the reader may not decide is refused, an unknown one is bad input naming the field
    expect((await call(reviewer.token, 'list', { type: 'withdrawals' })).code).toBe(-2);
    const bad = await call(reviewer.token, 'list', { type: 'nonsense' });
    expect(bad.code).toBe(-1);
    expect(bad.data.errors[0].field).toBe('type');
  });

  it('lists oldest first and marks what waited past its type\'s target (content 24 h, withdrawals 4 h)', async () => {
    const older = await samples.articles.insert('pending');
    const newer = await samples.articles.insert('pending');
    await waitedHours('articles', older, 30);
    await waitedHours('articles', newer, 20);
    const late = await samples.withdrawals.insert('requested');
    const inTime = await samples.withdrawals.insert('requested');
    await waitedHours('withdrawals', late, 5);
    await waitedHours('withdrawals', inTime, 3);
    const reviewer = await staff('Reviewer Two', 'Content reviewer');
    const finance = await staff('Finance Two', 'Finance');

    const r = (await list(reviewer.token, { type: 'articles' })).list;
    const at = (id: number) => r.findIndex((i) => i.id === id);
    expect(at(older)).toBeLessThan(at(newer));
    expect(r[at(older)].overdue).toBe(true);
    expect(r[at(newer)].overdue).toBe(false);
    const f = await list(finance.token, { type: 'withdrawals' });
    expect(f.list.find((i) => i.id === late)!.overdue).toBe(true);
    expect(f.list.find((i) => i.id === inTime)!.overdue).toBe(false);
    expect(f.counts.find((c) => c.type === 'withdrawals')!.overdue).toBeGreaterThanOrEqual(1);
  });

  it('a claim shows on the item; a decision under another\'s claim is -5 naming the holder; the holder\'s decision ends it', async () => {
    const id = await samples.articles.insert('pending');
    const chen = await staff('陈静', 'Content reviewer');
    const li = await staff('Li Wei', 'Content reviewer');
    const claimed = await call(chen.token, 'claim', { type: 'articles', id });
    expect(claimed.code).toBe(1);
    expect(claimed.data.claimedBy).toEqual({ id: chen.id, name: '陈静' });

    expect((await list(li.token, { type: 'articles' })).list.find((i) => i.id === id)!.claimedBy!.name).toBe('陈静');
    const theirs = await call(li.token, 'claim', { type: 'articles', id }, 'zh-CN');
    expect(theirs.code).toBe(-5);
    expect(theirs.message).toContain('陈静');
    const approve = await t.call('/mdr/articles/approve', { id }, { token: li.token, lang: 'en-US' });
    expect(approve.code).toBe(-5);
    expect(approve.message).toContain('陈静');
    expect((await t.db.selectFrom('articles').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('pending');

    const reject = await t.call('/mdr/articles/reject', { id, reason: 'Copied from another site' }, { token: chen.token });
    expect(reject.code).toBe(1);
    const left = await t.db.selectFrom('review_claims').selectAll().where('type', '=', 'articles').where('record_id', '=', id).execute();
    expect(left).toEqual([]);
    expect((await list(li.token, { type: 'articles' })).list.some((i) => i.id === id)).toBe(false);
    expect((await call(li.token, 'claim', { type: 'articles', id })).code).toBe(-5);
  });

  it('a claim ends by itself at its time, and on release', async () => {
    const id = await samples.articles.insert('pending');
    const a = await staff('Holder A', 'Content reviewer');
    const b = await staff('Holder B', 'Content reviewer');
    expect((await call(a.token, 'claim', { type: 'articles', id })).code).toBe(1);
    const expires = Date.parse((await call(a.token, 'claim', { type: 'articles', id })).data.claimExpiresAt);
    expect(expires - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(10 * 60_000 + 5_000);
    await sql`UPDATE review_claims SET expires_at = now() - interval '1 second' WHERE type = 'articles' AND record_id = ${id}`.execute(t.db);
    expect((await list(b.token, { type: 'articles' })).list.find((i) => i.id === id)!.claimedBy).toBeUndefined();
    expect((await call(b.token, 'claim', { type: 'articles', id })).data.claimedBy.id).toBe(b.id);

    expect((await call(a.token, 'release', { type: 'articles', id })).data.released).toBe(false);
    expect((await call(b.token, 'release', { type: 'articles', id })).data.released).toBe(true);
    expect((await call(a.token, 'claim', { type: 'articles', id })).data.claimedBy.id).toBe(a.id);
  });

  it('taking over needs its own key and writes an audit row naming the previous holder', async () => {
    const id = await samples.articles.insert('pending');
    const a = await staff('First Holder', 'Content reviewer');
    const b = await staff('Plain Reviewer', 'Content reviewer');
    const lead = await staff('Team Lead', 'Content reviewer', ['review_queue.take_over']);
    await call(a.token, 'claim', { type: 'articles', id });
    expect((await call(b.token, 'take_over', { type: 'articles', id })).code).toBe(-2);
    const taken = await call(lead.token, 'take_over', { type: 'articles', id });
    expect(taken.code).toBe(1);
    expect(taken.data.claimedBy.id).toBe(lead.id);
    const audit = await t.db.selectFrom('audit_log').select(['actor_id', 'action', 'before', 'after'])
      .where('resource', '=', 'review_queue').where('record_id', '=', `articles/${id}`).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: lead.id, action: 'take_over' });
    const before = typeof audit[0].before === 'string' ? JSON.parse(audit[0].before) : audit[0].before;
    expect(before.claimedBy).toEqual({ id: a.id, name: 'First Holder' });
    const late = await t.call('/mdr/articles/approve', { id }, { token: a.token, lang: 'en-US' });
    expect(late.code).toBe(-5);
    expect(late.message).toContain('Team Lead');
  });

  it('of staff claiming one item at the same moment exactly one wins', async () => {
    const id = await samples.articles.insert('pending');
    const racers = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => staff(`Racer ${n}`, 'Content reviewer')));
    const answers = await Promise.all(racers.map((r) => call(r.token, 'claim', { type: 'articles', id })));
    const winners = answers.filter((a) => a.code === 1);
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.code === -5)).toHaveLength(racers.length - 1);
    const holder = winners[0].data.claimedBy.id;
    const rows = await t.db.selectFrom('review_claims').select('admin_id').where('type', '=', 'articles').where('record_id', '=', id).execute();
    expect(rows).toEqual([{ admin_id: holder }]);
  });

  it('next claims the oldest item nobody else holds, leaving out the skipped ones; two callers never get the same', async () => {
    await sql`UPDATE articles SET status = 'draft' WHERE status = 'pending'`.execute(t.db);
    const [first, second, third] = [await samples.articles.insert('pending'), await samples.articles.insert('pending'), await samples.articles.insert('pending')];
    await waitedHours('articles', first, 3);
    await waitedHours('articles', second, 2);
    await waitedHours('articles', third, 1);
    const a = await staff('Next A', 'Content reviewer');
    const b = await staff('Next B', 'Content reviewer');
    const next = async (token: string, body: Record<string, unknown> = {}) => (await call(token, 'next', { type: 'articles', ...body })).data.item as Item | null;
    expect((await next(a.token))!.id).toBe(first);
    expect((await next(a.token))!.id).toBe(first);
    expect((await next(b.token))!.id).toBe(second);
    expect((await next(b.token, { skip: [{ type: 'articles', id: second }] }))!.id).toBe(third);
    const [x, y] = await Promise.all([next(a.token, { skip: [{ type: 'articles', id: first }] }), next(b.token, { skip: [{ type: 'articles', id: second }, { type: 'articles', id: third }] })]);
    expect(x).toBeNull();
    expect(y).toBeNull();
  });

  it('ranks report cases from visibleScore by score, then age, on their tab; escalated ones only for reports.escalated; the record counts upheld reports', async () => {
    await sql`UPDATE report_cases SET status = 'dismissed' WHERE status IN ('open', 'escalated')`.execute(t.db);
    const at = async (state: ReportCaseState, score: number, hoursAgo: number) => {
      const id = await insertCase(t.db, state);
      await sql`UPDATE report_cases SET score = ${score}, first_report_at = now() - make_interval(hours => ${hoursAgo}) WHERE id = ${id}`.execute(t.db);
      return id;
    };
    const { visibleScore } = (await t.call('/mdr/report_settings/get', {}, { token: (await staff('Settings', 'Content reviewer', ['reports.settings'])).token })).data;
    const below = await at('open', visibleScore - 0.5, 50);
    const strongOld = await at('open', visibleScore + 3, 30);
    const strongNew = await at('open', visibleScore + 3, 2);
    const strongest = await at('open', visibleScore + 5, 1);
    const atLine = await at('open', visibleScore, 40);
    const escalated = await at('escalated', visibleScore + 9, 5);
    const reviewer = await staff('Report Reviewer', 'Content reviewer');
    const lead = await staff('Report Lead', 'Content reviewer', ['reports.escalated']);

    const r = await list(reviewer.token, { type: 'reports' });
    expect(r.list.map((i) => i.id)).toEqual([strongest, strongOld, strongNew, atLine]);
    expect(r.list[0]).toMatchObject({ type: 'reports', priority: visibleScore + 5 });
    expect(r.counts.find((c) => c.type === 'reports')!.total).toBe(4);
    expect((await list(lead.token, { type: 'reports' })).list.map((i) => i.id)).toEqual([escalated, strongest, strongOld, strongNew, atLine]);
    // the whole queue reads every type oldest first: a case by its first report, between older and newer articles
    const [older, newer] = [await samples.articles.insert('pending'), await samples.articles.insert('pending')];
    await waitedHours('articles', older, 45);
    await waitedHours('articles', newer, 35);
    const all = (await list(reviewer.token)).list.map((i) => `${i.type}/${i.id}`);
    expect(all.indexOf(`articles/${older}`)).toBeLessThan(all.indexOf(`reports/${atLine}`));
    expect(all.indexOf(`reports/${atLine}`)).toBeLessThan(all.indexOf(`articles/${newer}`));
    expect(all).not.toContain(`reports/${below}`);
    expect((await call(reviewer.token, 'next', { type: 'reports' })).data.item.id).toBe(strongest);
    // a case claimed by one reviewer is refused to another, as every queued record is
    const dismiss = await t.call('/mdr/reports/dismiss', { id: strongest }, { token: lead.token, lang: 'en-US' });
    expect(dismiss.code).toBe(-5);
    expect(dismiss.message).toContain('Report Reviewer');

    // the case's target is a user: their record beside it counts the cases upheld against them
    const target = Number((await t.db.selectFrom('report_cases').select('target_id').where('id', '=', strongOld).executeTakeFirstOrThrow()).target_id);
    const old = await insertCase(t.db, 'upheld');
    await t.db.updateTable('report_cases').set({ target_id: target }).where('id', '=', old).execute();
    await t.db.insertInto('audit_log').values({ actor_id: reviewer.id, actor_name: 'Report Reviewer', action: 'uphold', resource: 'reports', record_id: String(old), ip: '', user_agent: '', request_id: 'queue-test' }).execute();
    const record = (await call(reviewer.token, 'author', { type: 'reports', id: strongOld })).data;
    expect(record.user.id).toBe(target);
    expect(record.rejections.find((x: { type: string }) => x.type === 'reports')).toMatchObject({ upheld: 1 });

    // a desk of thousands of cases counts to 1000 and says there are more; its page is still the strongest
    await sql`INSERT INTO report_cases (target_type, target_id, score, first_report_at)
      SELECT 'users', 900000 + g, ${visibleScore}, now() - interval '30 hours' FROM generate_series(1, 1200) AS g`.execute(t.db);
    const many = await list(reviewer.token, { type: 'reports' });
    expect(many.counts.find((c) => c.type === 'reports')).toEqual({ type: 'reports', total: 1000, overdue: 1000, more: true });
    expect(many.list[0].id).toBe(strongest);
    // the tab's page alone, as the queue's screen asks it (its tabs read the badge's counts)
    const alone = await list(reviewer.token, { type: 'reports', pageSize: 20, counts: false });
    expect(alone).toMatchObject({ counts: [], total: 20 });
    expect(alone.list.map((i) => i.id)).toEqual(many.list.slice(0, 20).map((i) => i.id));
    await sql`UPDATE report_cases SET status = 'dismissed' WHERE target_id > 900000`.execute(t.db);
    expect((await list(reviewer.token, { type: 'reports' })).counts.find((c) => c.type === 'reports')).toMatchObject({ total: 4, more: false });
  });
});
