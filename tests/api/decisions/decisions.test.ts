// Decisions that answer (docs/decisions.md): a restricting command writes its
// decision (reason code from the preset, facts, who, appeal window), the
// affected user's notice with the statement in both languages and a strike, in
// its own transaction; report cases name their case, tell their reporters, and
// a dismissed auto-hide is reversed. Appeals: once, by the affected user, within
// the window; never decided by the decision's maker (on either instance);
// overturning restores the target and removes the strike. The ladder suggests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { botKey } from '../exceptions/fixtures';
import { insertUser } from '../users/fixtures';
import { publishedGuide } from '../reports/fixtures';

const REVIEW = ['articles.read', 'articles.hide', 'articles.reject', 'users.read', 'users.mute', 'users.ban', 'decisions.read',
  'appeals.read', 'appeals.uphold', 'appeals.overturn', 'strikes.read', 'strikes.settings', 'reports.read', 'reports.uphold',
  'reports.dismiss', 'review_queue.read'];

describe.each(testBackends())('decisions (%s)', (backend) => {
  let t: TestApp;
  let second: TestApp;
  let alice: { id: number; token: string };
  let bob: { id: number; token: string };
  let reportKey: string;
  let appealKey: string;

  const staff = async (username: string) => {
    const s = await t.createStaff({ username, modules: REVIEW });
    return { id: s.id, token: await t.login(s.username, s.password) };
  };
  const decisionsOf = async (filter: Record<string, unknown>, token = alice.token) =>
    (await t.call('/mdr/decisions/list', { filter, pageSize: 50 }, { token })).data.list;
  const noticesOf = (userId: number) => t.db.selectFrom('notices').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const appeal = (body: Record<string, unknown>, key = appealKey) => t.call('/v3/appeals/create', body, { headers: { 'x-bot-key': key } });
  const authorOf = async (guide: number) => Number((await t.db.selectFrom('articles as a').innerJoin('authors as u', 'u.id', 'a.author_id')
    .select('u.user_id').where('a.id', '=', guide).executeTakeFirstOrThrow()).user_id);

  beforeAll(async () => {
    t = await createTestApp(backend);
    second = await createTestApp(backend, { sameDatabaseAs: t });
    [alice, bob] = [await staff('alice'), await staff('bob')];
    reportKey = await botKey(t.db, ['reports:write']);
    appealKey = await botKey(t.db, ['appeals:write']);
  });
  afterAll(async () => { await second?.close(); await t?.close(); });

  it('a hide writes the decision, the statement as a notice in both languages and a strike, in its transaction', async () => {
    const guide = await publishedGuide(t.db, 'Frost mage guide');
    const user = await authorOf(guide);
    expect((await t.call('/mdr/articles/hide', { id: guide, reason: '包含外链广告' }, { token: alice.token })).code).toBe(1);
    const [d] = await decisionsOf({ targetType: 'articles', targetId: guide });
    expect(d).toMatchObject({ targetType: 'articles', targetId: guide, userId: user, action: 'hide', reasonCode: 'articles.hide.1',
      rule: 'spam', facts: '包含外链广告', automated: false, decidedBy: alice.id, status: 'standing', targetTitle: 'Frost mage guide' });
    const window = Date.parse(d.appealableUntil) - Date.parse(d.decidedAt);
    expect(window).toBe(14 * 86_400_000);
    const en = (await t.call('/mdr/decisions/get', { id: d.id }, { token: alice.token, lang: 'en-US' })).data;
    expect(en.statement).toContain('Your guide "Frost mage guide" was hidden. Reason: Contains advertising links (Advertising and spam).');
    const [n] = await noticesOf(user);
    expect(n).toMatchObject({ kind: 'decision', decision_id: d.id });
    expect(n.text).toContain('您的攻略「Frost mage guide」已被隐藏。原因：包含外链广告（广告与引流）。');
    expect(n.text_en).toBe(en.statement);
    expect(Number(n.seq)).toBeGreaterThan(0);
    const strikes = (await t.call('/mdr/strikes/list', { filter: { userId: user } }, { token: alice.token })).data.list;
    expect(strikes).toMatchObject([{ decisionId: d.id, action: 'hide', active: true }]);
    expect(Date.parse(strikes[0].expiresAt) - Date.parse(strikes[0].createdAt)).toBe(90 * 86_400_000);
    // free text is `other`; a mute's end is the decision's
    const player = await insertUser(t.db);
    await t.call('/mdr/users/mute', { id: player, reason: 'spamming the trade channel', hours: 48 }, { token: alice.token });
    const [mute] = await decisionsOf({ userId: player, action: 'mute' });
    expect(mute).toMatchObject({ reasonCode: 'other', rule: 'other', facts: 'spamming the trade channel', targetType: 'users' });
    expect(Date.parse(mute.endsAt) - Date.parse(mute.decidedAt)).toBe(48 * 3_600_000);
  });

  it('a refused command leaves no decision, notice or strike', async () => {
    const guide = await publishedGuide(t.db);
    await t.call('/mdr/articles/hide', { id: guide, reason: 'x' }, { token: alice.token });
    const again = await t.call('/mdr/articles/hide', { id: guide, reason: 'again' }, { token: alice.token });
    expect(again.code).toBe(-5);
    expect(await decisionsOf({ targetType: 'articles', targetId: guide })).toHaveLength(1);
  });

  it('an upheld case names its case, tells every reporter; a dismissed auto-hide is reversed with its strike', async () => {
    const guide = await publishedGuide(t.db);
    const reporters = [await insertUser(t.db), await insertUser(t.db)];
    let caseId = 0;
    for (const r of reporters) {
      caseId = (await t.call('/v3/reports/create', { reporterId: r, targetType: 'articles', targetId: guide, reason: 'spam' },
        { headers: { 'x-bot-key': reportKey } })).data.caseId;
    }
    const up = await t.call('/mdr/reports/uphold', { id: caseId, action: 'hide', reason: '收到用户举报' }, { token: alice.token });
    expect(up.code).toBe(1);
    const [d] = await decisionsOf({ targetType: 'articles', targetId: guide });
    expect(d).toMatchObject({ caseId, reasonCode: 'articles.hide.4', automated: false });
    for (const r of reporters) expect((await noticesOf(r)).map((n) => [n.kind, n.decision_id])).toEqual([['report_outcome', d.id]]);

    // auto-hide on a high score, then dismissed: the automated decision is reversed, its strike removed
    await t.db.updateTable('report_settings').set({ auto_hide_score: '0.5', visible_score: '0.5' }).execute();
    const other = await publishedGuide(t.db);
    const c = (await t.call('/v3/reports/create', { reporterId: reporters[0], targetType: 'articles', targetId: other, reason: 'cheating' },
      { headers: { 'x-bot-key': reportKey } })).data.caseId;
    const [auto] = await decisionsOf({ targetType: 'articles', targetId: other });
    expect(auto).toMatchObject({ automated: true, decidedBy: null, caseId: c, reasonCode: 'reports.cheating', rule: 'cheating' });
    expect((await t.call('/mdr/reports/dismiss', { id: c }, { token: alice.token })).code).toBe(1);
    const [after] = await decisionsOf({ targetType: 'articles', targetId: other });
    expect(after.status).toBe('reversed');
    const user = await authorOf(other);
    expect((await noticesOf(user)).map((n) => n.kind)).toEqual(['decision', 'decision_reversed']);
    expect((await t.call('/mdr/strikes/summary', { userId: user }, { token: alice.token })).data.active).toBe(0);
    await t.db.updateTable('report_settings').set({ auto_hide_score: '8', visible_score: '2' }).execute();
  });

  it('appeals: once, by the affected user, within the window, with the scope', async () => {
    const guide = await publishedGuide(t.db);
    const user = await authorOf(guide);
    await t.call('/mdr/articles/hide', { id: guide, reason: '涉嫌抄袭' }, { token: alice.token });
    const [d] = await decisionsOf({ targetType: 'articles', targetId: guide });
    expect((await appeal({ decisionId: d.id, userId: await insertUser(t.db), text: 'not mine' })).code).toBe(-2);
    expect((await appeal({ decisionId: d.id, userId: user, text: 'mine' }, reportKey)).code).toBe(-2);
    expect((await appeal({ decisionId: 999999, userId: user, text: 'x' })).data.errors[0].field).toBe('decisionId');
    expect((await appeal({ decisionId: d.id, userId: user, text: '   ' })).data.errors[0].field).toBe('text');
    const first = await appeal({ decisionId: d.id, userId: user, text: '这是我原创的' });
    expect(first.data).toEqual({ id: expect.any(Number) });
    const twice = await appeal({ decisionId: d.id, userId: user, text: 'again' }, appealKey);
    expect(twice.code).toBe(-5);
    // a window that has closed says when
    const late = await publishedGuide(t.db);
    await t.call('/mdr/articles/hide', { id: late, reason: 'x' }, { token: alice.token });
    const [old] = await decisionsOf({ targetType: 'articles', targetId: late });
    await t.db.updateTable('decisions').set({ appealable_until: new Date('2026-01-02T04:00:00Z') }).where('id', '=', old.id).execute();
    const closed = await t.call('/v3/appeals/create', { decisionId: old.id, userId: await authorOf(late), text: 'late' },
      { headers: { 'x-bot-key': appealKey }, lang: 'en-US' });
    expect(closed.code).toBe(-5);
    expect(closed.message).toBe('The appeal window closed on 2026-01-02 12:00 (GMT+8)');
  });

  it('the decision\'s maker cannot decide its appeal on either instance; another overturns it and restores the target', async () => {
    const guide = await publishedGuide(t.db);
    const user = await authorOf(guide);
    await t.call('/mdr/articles/hide', { id: guide, reason: '涉嫌抄袭' }, { token: alice.token });
    const [d] = await decisionsOf({ targetType: 'articles', targetId: guide });
    const { id } = (await appeal({ decisionId: d.id, userId: user, text: '原创，有草稿截图' })).data;
    const queue = (await t.call('/mdr/review_queue/list', { type: 'appeals', page: 1, pageSize: 50 }, { token: bob.token })).data.list;
    expect(queue.map((i: { id: number }) => i.id)).toContain(id);
    // filtered by what was appealed
    const listed = async (filter: Record<string, unknown>) => (await t.call('/mdr/appeals/list', { filter, pageSize: 100 }, { token: bob.token })).data.list
      .map((a: { id: number }) => a.id);
    expect(await listed({ targetType: 'articles', action: ['hide'], reasonCode: 'articles.hide.3' })).toContain(id);
    expect(await listed({ targetType: 'users' })).not.toContain(id);
    for (const app of [t, second]) {
      const own = await app.call('/mdr/appeals/overturn', { id, note: 'mine' }, { token: alice.token, lang: 'en-US' });
      expect(own.code).toBe(-2);
      expect(own.message).toBe('You made the decision appealed: another moderator must decide its appeal');
    }
    const got = (await t.call('/mdr/appeals/get', { id }, { token: bob.token })).data;
    expect(got.decision).toMatchObject({ id: d.id, reasonCode: 'articles.hide.3', statement: expect.stringContaining('涉嫌抄袭') });
    expect((await second.call('/mdr/appeals/overturn', { id, note: '确认原创' }, { token: bob.token })).code).toBe(1);
    const article = await t.db.selectFrom('articles').select(['status', 'reason']).where('id', '=', guide).executeTakeFirstOrThrow();
    expect(article).toEqual({ status: 'published', reason: '' });
    expect((await decisionsOf({ targetType: 'articles', targetId: guide }))[0].status).toBe('overturned');
    expect((await t.call('/mdr/strikes/list', { filter: { userId: user, active: true } }, { token: bob.token })).data.list).toEqual([]);
    expect((await noticesOf(user)).map((n) => n.kind)).toEqual(['decision', 'appeal_outcome']);
    expect((await t.call('/mdr/appeals/uphold', { id, note: 'late' }, { token: bob.token })).code).toBe(-5);
  });

  it('the ladder suggests a step at N active strikes; its update is checked and audited', async () => {
    const player = await insertUser(t.db);
    for (const reason of ['辱骂、人身攻击', '刷屏']) await t.call('/mdr/users/mute', { id: player, reason, hours: 1 }, { token: alice.token });
    const summary = (await t.call('/mdr/strikes/summary', { userId: player }, { token: alice.token })).data;
    expect(summary).toEqual({ active: 2, suggestion: { strikes: 2, action: 'mute', days: 7 } });
    const ladder = (await t.call('/mdr/strike_settings/get', {}, { token: alice.token })).data;
    const bad = await t.call('/mdr/strike_settings/update', { ladder: [{ strikes: 3, action: 'mute', days: 7 }, { strikes: 2, action: 'ban', days: null }],
      version: ladder.version }, { token: alice.token });
    expect(bad.data.errors[0].field).toBe('ladder.1.strikes');
    const ok = await t.call('/mdr/strike_settings/update', { ladder: [{ strikes: 1, action: 'mute', days: 3 }], version: ladder.version }, { token: alice.token });
    expect(ok.data).toEqual({ ladder: [{ strikes: 1, action: 'mute', days: 3 }], version: ladder.version + 1 });
    expect((await t.call('/mdr/strikes/summary', { userId: player }, { token: alice.token })).data.suggestion).toEqual({ strikes: 1, action: 'mute', days: 3 });
    const audit = await t.db.selectFrom('audit_log').select('resource').where('resource', '=', 'strike_settings').execute();
    expect(audit).toHaveLength(1);
    expect((await t.call('/mdr/strike_settings/update', { ladder: [], version: ladder.version }, { token: alice.token })).code).toBe(-5);
  });
});
