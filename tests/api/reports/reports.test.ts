// Players' reports (docs/reports.md): the intake's answer and -1 naming the
// field, merging within 24 h, idempotency replay, the score from reason and
// reporter weights, the settings (stale version -5, thresholds), auto-hide
// exactly once under concurrent reports through two instances, the cases'
// list filters, the user's accuracy as a reporter, and the decisions (dismiss
// restores an auto-hidden target; escalate keeps gathering reports; uphold runs
// the target's own command with its key; escalated cases need reports.escalated).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { botKey } from '../exceptions/fixtures';
import { insertUser } from '../users/fixtures';
import { insertBuild } from '../builds/fixtures';
import { insertRoom } from '../live/fixtures';
import { insertAuthor } from '../authors/fixtures';
import { decidedHistory, publishedGuide } from './fixtures';

/** An audit row's JSON column, as either backend answers it. */
const parsed = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);

describe.each(testBackends())('reports (%s)', (backend) => {
  let t: TestApp;
  let key: string;
  let botId: number;
  let token: string;
  const report = (body: Record<string, unknown>, k = key, app = t) => app.call('/v3/reports/create', body, { headers: { 'x-bot-key': k } });
  const getCase = async (id: number) => (await t.call('/mdr/reports/get', { id }, { token })).data;
  const settings = async () => (await t.call('/mdr/report_settings/get', {}, { token })).data;
  const setSettings = (data: Record<string, unknown>, version: number) => t.call('/mdr/report_settings/update', { data, version }, { token });

  beforeAll(async () => {
    t = await createTestApp(backend);
    key = await botKey(t.db, ['reports:write']);
    botId = (await t.db.selectFrom('bots').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    const staff = await t.createStaff({ username: 'desk', modules: ['reports.read', 'reports.settings', 'reports.dismiss', 'reports.escalate', 'users.read'] });
    token = await t.login(staff.username, staff.password);
  });
  afterAll(() => t?.close());

  it('files a report into the target\'s case and answers { reportId, caseId }', async () => {
    const [guide, reporter] = [await publishedGuide(t.db), await insertUser(t.db)];
    const res = await report({ reporterId: reporter, targetType: 'articles', targetId: guide, reason: 'spam', text: 'ads everywhere' });
    expect(res.code).toBe(1);
    expect(res.data).toEqual({ reportId: expect.any(Number), caseId: expect.any(Number) });
    const other = await report({ reporterId: await insertUser(t.db), targetType: 'articles', targetId: guide, reason: 'cheating' });
    expect(other.data.caseId).toBe(res.data.caseId);
    const c = await getCase(res.data.caseId);
    expect(c).toMatchObject({ targetType: 'articles', targetId: guide, status: 'open', reporters: 2, reportCount: 2,
      reasons: { spam: 1, cheating: 1 }, targetTitle: 'Reported guide', autoHidden: false });
    expect(c.reports.map((r: { text: string }) => r.text)).toEqual(['ads everywhere', '']);
  });

  it('refuses an unknown target or reporter and bad values with -1 naming the field', async () => {
    const [guide, reporter] = [await publishedGuide(t.db), await insertUser(t.db)];
    const ok = { reporterId: reporter, targetType: 'articles', targetId: guide, reason: 'spam' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ok, targetId: 999999 }, 'targetId'],
      [{ ...ok, reporterId: 999999 }, 'reporterId'],
      [{ ...ok, targetType: 'orders' }, 'targetType'],
      [{ ...ok, reason: 'ugly' }, 'reason'],
      [{ ...ok, text: 'x'.repeat(1001) }, 'text'],
    ];
    for (const [body, field] of cases) {
      const res = await report(body);
      expect(res.code, field).toBe(-1);
      expect(res.data.errors[0].field).toBe(field);
    }
    expect((await report(ok, 'mdrb_nope')).code).toBe(-3);
    expect((await report(ok, await botKey(t.db, ['exceptions:write']))).code).toBe(-2);
  });

  it('merges a second report by the same reporter within 24 h, and replays a reused idempotency key', async () => {
    const [guide, reporter] = [await publishedGuide(t.db), await insertUser(t.db)];
    const body = { reporterId: reporter, targetType: 'articles', targetId: guide, reason: 'spam' };
    const first = await report({ ...body, idempotencyKey: 'k-1' });
    const second = await report({ ...body, reason: 'harassment' });
    expect(second.data).toEqual(first.data);
    const c = await getCase(first.data.caseId);
    expect(c).toMatchObject({ reporters: 1, reportCount: 1 });
    expect(c.reports[0].merged).toBe(1);
    const again = await report({ ...body, reporterId: await insertUser(t.db), idempotencyKey: 'k-1' });
    expect(again.data).toEqual(first.data);
    expect((await getCase(first.data.caseId)).reportCount).toBe(1);
    // a day later it is a new report
    await t.db.updateTable('reports').set({ created_at: new Date(Date.now() - 25 * 3600_000) }).where('id', '=', first.data.reportId).execute();
    const later = await report(body);
    expect(later.data.reportId).not.toBe(first.data.reportId);
    expect((await getCase(first.data.caseId)).reportCount).toBe(2);
  });

  it('scores a case from reason weights × reporter weights, a reporter wrong over 20 decided weighing 0', async () => {
    const guide = await publishedGuide(t.db);
    const [fresh, reliable, wrong] = [await insertUser(t.db), await insertUser(t.db), await insertUser(t.db)];
    await decidedHistory(t.db, botId, reliable, 8, 0);
    await decidedHistory(t.db, botId, wrong, 1, 19);
    const file = (reporterId: number, reason: string) => report({ reporterId, targetType: 'articles', targetId: guide, reason });
    const { data } = await file(fresh, 'spam');
    expect((await getCase(data.caseId)).score).toBe(0.5);
    await file(reliable, 'cheating');
    await file(wrong, 'illegal');
    // 1 × (0+1)/(0+2) + 1.5 × (8+1)/(8+2) + 3 × 0
    expect((await getCase(data.caseId)).score).toBe(1.85);
    const users = await t.call('/mdr/users/get', { id: wrong }, { token });
    expect(users.data).toMatchObject({ reportAccuracy: 0.05, reportsDecided: 20 });
    expect((await t.call('/mdr/users/get', { id: fresh }, { token })).data).toMatchObject({ reportAccuracy: null, reportsDecided: 0 });
  });

  it('updates the settings with optimistic locking and an audit row; thresholds apply to the next report', async () => {
    const s = await settings();
    expect(s).toMatchObject({ visibleScore: 2, autoHideScore: 6, weights: { spam: 1, illegal: 3 } });
    const res = await setSettings({ weights: { spam: 2 } }, s.version);
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ weights: { spam: 2, illegal: 3 }, version: s.version + 1 });
    expect((await setSettings({ visibleScore: 1 }, s.version)).code).toBe(-5);
    expect((await setSettings({ visibleScore: 9 }, s.version + 1)).data.errors[0].field).toBe('autoHideScore');
    const audit = await t.db.selectFrom('audit_log').selectAll().where('resource', '=', 'report_settings').execute();
    expect(audit).toHaveLength(1);
    expect(parsed(audit[0].after).weights.spam).toBe(2);
    // one fresh reporter's spam now scores 1 × 0.5 × 2 = 1; lower the bar and the next report hides
    const lowered = await setSettings({ autoHideScore: 2, visibleScore: 1 }, s.version + 1);
    expect(lowered.code).toBe(1);
    const guide = await publishedGuide(t.db);
    const one = await report({ reporterId: await insertUser(t.db), targetType: 'articles', targetId: guide, reason: 'spam' });
    expect((await getCase(one.data.caseId)).autoHidden).toBe(false);
    await report({ reporterId: await insertUser(t.db), targetType: 'articles', targetId: guide, reason: 'spam' });
    expect((await getCase(one.data.caseId)).autoHidden).toBe(true);
    const back = await settings();
    expect((await setSettings({ autoHideScore: 6, visibleScore: 2, weights: { spam: 1 } }, back.version)).code).toBe(1);
  });

  it('hides the guide exactly once when concurrent reports through two instances cross autoHideScore', async () => {
    const second = await createTestApp(backend, { sameDatabaseAs: t });
    try {
      const guide = await publishedGuide(t.db, 'Hot guide');
      const reporters = await Promise.all(Array.from({ length: 10 }, () => insertUser(t.db)));
      for (const r of reporters) await decidedHistory(t.db, botId, r, 10, 0);
      // each: illegal 3 × 11/12 = 2.75; three cross 6
      const answers = await Promise.all(reporters.map((reporterId, i) =>
        report({ reporterId, targetType: 'articles', targetId: guide, reason: 'illegal' }, key, i % 2 ? second : t)));
      expect(answers.map((a) => a.code)).toEqual(reporters.map(() => 1));
      expect(new Set(answers.map((a) => a.data.caseId)).size).toBe(1);
      const c = await getCase(answers[0].data.caseId);
      expect(c).toMatchObject({ reporters: 10, reportCount: 10, autoHidden: true, score: 27.5 });
      expect((await t.db.selectFrom('articles').select('status').where('id', '=', guide).executeTakeFirstOrThrow()).status).toBe('hidden');
      const rows = await t.db.selectFrom('audit_log').selectAll().where('resource', '=', 'articles').where('record_id', '=', String(guide)).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ action: 'hide', actor_id: null });
      expect(parsed(rows[0].after)).toMatchObject({ status: 'hidden', automated: true, caseId: c.id });
    } finally {
      await second.close();
    }
  });

  it('lists cases with filters on status, target type, reason and score', async () => {
    const user = await insertUser(t.db);
    const r = await report({ reporterId: await insertUser(t.db), targetType: 'users', targetId: user, reason: 'harassment' });
    const list = (filter: Record<string, unknown>) => t.call('/mdr/reports/list', { page: 1, pageSize: 100, filter }, { token });
    const ids = async (filter: Record<string, unknown>) => (await list(filter)).data.list.map((c: { id: number }) => c.id);
    expect(await ids({ targetType: 'users', reason: 'harassment' })).toContain(r.data.caseId);
    expect(await ids({ reason: 'copyright' })).not.toContain(r.data.caseId);
    // harassment 1.5 × a new reporter's 0.5
    expect(await ids({ status: 'open', score: 0.75 })).toContain(r.data.caseId);
    expect(await ids({ score: 0.76 })).not.toContain(r.data.caseId);
    expect(await ids({ status: 'dismissed' })).not.toContain(r.data.caseId);
    const item = (await list({ targetType: 'users' })).data.list.find((c: { id: number }) => c.id === r.data.caseId);
    expect(item).toMatchObject({ score: 0.75, reporters: 1, reasons: { harassment: 1 }, targetTitle: expect.any(String), autoHidden: false });
    expect((await list({ reason: 'nope' })).code).toBe(-1);
    // sorted by score (a decimal column), either way
    for (const order of ['DESC', 'ASC']) {
      const sorted = await t.call('/mdr/reports/list', { page: 1, pageSize: 100, sort: 'score', order }, { token });
      const scores = sorted.data.list.map((c: { score: number }) => c.score);
      expect(scores.length).toBeGreaterThan(1);
      expect(scores).toEqual([...scores].sort((a, b) => (order === 'DESC' ? b - a : a - b)));
    }
  });
  it('dismisses a case: restores the guide it auto-hid, counts against its reporters; escalated cases keep gathering', async () => {
    const guide = await publishedGuide(t.db, 'Wrongly flagged');
    const reporters = await Promise.all([1, 2, 3].map(() => insertUser(t.db)));
    for (const r of reporters) await decidedHistory(t.db, botId, r, 10, 0);
    let caseId = 0;
    for (const reporterId of reporters) caseId = (await report({ reporterId, targetType: 'articles', targetId: guide, reason: 'illegal' })).data.caseId;
    const c = await getCase(caseId);
    expect(c.autoHidden).toBe(true);
    const res = await t.call('/mdr/reports/dismiss', { id: caseId, note: 'a fair guide' }, { token });
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ status: 'dismissed', decisionNote: 'a fair guide' });
    expect((await t.db.selectFrom('articles').select(['status', 'reason']).where('id', '=', guide).executeTakeFirstOrThrow()))
      .toEqual({ status: 'published', reason: '' });
    const restore = await t.db.selectFrom('audit_log').selectAll().where('resource', '=', 'articles').where('record_id', '=', String(guide))
      .where('action', '=', 'restore').execute();
    expect(restore).toHaveLength(1);
    expect(parsed(restore[0].after)).toMatchObject({ status: 'published', caseId });
    expect((await t.call('/mdr/users/get', { id: reporters[0] }, { token })).data).toMatchObject({ reportsDecided: 11, reportAccuracy: 10 / 11 });
    expect((await t.call('/mdr/reports/dismiss', { id: caseId }, { token })).code).toBe(-5);
    // escalated: still the target's one case
    const user = await insertUser(t.db);
    const first = await report({ reporterId: await insertUser(t.db), targetType: 'users', targetId: user, reason: 'harassment' });
    expect((await t.call('/mdr/reports/escalate', { id: first.data.caseId, note: '' }, { token })).data.errors[0].field).toBe('note');
    expect((await t.call('/mdr/reports/escalate', { id: first.data.caseId, note: 'threats' }, { token })).data.status).toBe('escalated');
    const next = await report({ reporterId: await insertUser(t.db), targetType: 'users', targetId: user, reason: 'harassment' });
    expect(next.data.caseId).toBe(first.data.caseId);
    expect((await getCase(first.data.caseId)).reporters).toBe(2);
  });
  describe('uphold', () => {
    const JUDGE = ['reports.read', 'reports.uphold', 'reports.dismiss', 'reports.escalate', 'articles.read', 'articles.hide', 'articles.reject',
      'builds.read', 'builds.reject', 'users.read', 'users.mute', 'users.ban', 'live_rooms.read', 'live_rooms.ban'];
    let judge: { id: number; token: string };
    let senior: { id: number; token: string };
    let noHide: { id: number; token: string };
    const staff = async (username: string, modules: string[]) => {
      const s = await t.createStaff({ username, modules });
      return { id: s.id, token: await t.login(username, s.password) };
    };
    const uphold = (body: Record<string, unknown>, who = judge) => t.call('/mdr/reports/uphold', body, { token: who.token });
    const fileOn = async (targetType: string, targetId: number, reason = 'spam') =>
      (await report({ reporterId: await insertUser(t.db), targetType, targetId, reason })).data.caseId as number;
    const auditOf = (resource: string, id: number) => t.db.selectFrom('audit_log').selectAll()
      .where('resource', '=', resource).where('record_id', '=', String(id)).orderBy('id').execute();

    beforeAll(async () => {
      judge = await staff('judge', JUDGE);
      senior = await staff('senior', [...JUDGE, 'reports.escalated']);
      noHide = await staff('nohide', ['reports.read', 'reports.uphold', 'articles.read']);
    });

    it('hides a guide through its own transition with both audit rows; its reporters\' accuracy follows', async () => {
      const guide = await publishedGuide(t.db);
      const reporter = await insertUser(t.db);
      const caseId = (await report({ reporterId: reporter, targetType: 'articles', targetId: guide, reason: 'spam' })).data.caseId;
      // refused inside the case's transaction: its denied row outlives the rollback
      expect(await uphold({ id: caseId, action: 'hide', reason: 'ads' }, noHide)).toMatchObject({ code: -2, data: { lacking: ['articles.hide'] } });
      expect((await uphold({ id: caseId, action: 'reject', reason: 'ads' })).code).toBe(-5);
      const res = await uphold({ id: caseId, action: 'hide', reason: 'ads' });
      expect(res.code).toBe(1);
      expect(res.data).toMatchObject({ status: 'upheld', decisionAction: 'hide', decidedBy: judge.id, decisionNote: 'ads', decidedAt: expect.any(String) });
      expect(await t.db.selectFrom('articles').select(['status', 'reason']).where('id', '=', guide).executeTakeFirstOrThrow())
        .toEqual({ status: 'hidden', reason: 'ads' });
      const rows = await auditOf('articles', guide);
      expect(rows.map((r) => [r.action, r.actor_id])).toEqual([['denied', noHide.id], ['hide', judge.id]]);
      expect(parsed(rows[0].after)).toEqual({ action: 'hide', refused: 'key', lacking: ['articles.hide'], caseId });
      expect((await auditOf('reports', caseId)).map((r) => r.action)).toEqual(['uphold']);
      expect((await t.call('/mdr/users/get', { id: reporter }, { token })).data).toMatchObject({ reportsDecided: 1, reportAccuracy: 1 });
      expect((await uphold({ id: caseId, action: 'hide', reason: 'again' })).code).toBe(-5);
    });

    it('rejects a pending build; keeps an auto-hidden guide hidden without a second transition', async () => {
      const user = await insertUser(t.db);
      const version = await t.db.insertInto('game_versions').values({ name: `v${user}`, build: 70000 + user, released_at: new Date() })
        .returning('id').executeTakeFirstOrThrow();
      const build = await insertBuild(t.db, { userId: user, gameVersionId: version.id, status: 'pending' });
      const res = await uphold({ id: await fileOn('builds', build), action: 'reject', reason: 'stolen' });
      expect(res.data).toMatchObject({ status: 'upheld', decisionAction: 'reject' });
      expect(await t.db.selectFrom('builds').select(['status', 'reason']).where('id', '=', build).executeTakeFirstOrThrow())
        .toEqual({ status: 'rejected', reason: 'stolen' });
      const guide = await publishedGuide(t.db, 'Flagged hard');
      const reporters = await Promise.all([1, 2, 3].map(() => insertUser(t.db)));
      let caseId = 0;
      for (const r of reporters) {
        await decidedHistory(t.db, botId, r, 10, 0);
        caseId = (await report({ reporterId: r, targetType: 'articles', targetId: guide, reason: 'illegal' })).data.caseId;
      }
      expect((await uphold({ id: caseId, action: 'hide', reason: 'cheats' }, noHide)).code).toBe(-2);
      expect((await uphold({ id: caseId, action: 'hide', reason: 'cheats' })).data).toMatchObject({ status: 'upheld', decisionAction: 'kept_hidden' });
      expect((await auditOf('articles', guide)).map((r) => [r.action, r.actor_id])).toEqual([['hide', null], ['denied', noHide.id]]);
      expect((await t.db.selectFrom('articles').select('status').where('id', '=', guide).executeTakeFirstOrThrow()).status).toBe('hidden');
    });

    it('mutes a reported user, bans a guide\'s author; -1 names action, days', async () => {
      const user = await insertUser(t.db);
      const onUser = await fileOn('users', user, 'harassment');
      expect((await uphold({ id: onUser, action: 'mute', reason: 'threats' })).data.errors[0].field).toBe('days');
      expect((await uphold({ id: onUser, action: 'mute', days: 91, reason: 'threats' })).data.errors[0].field).toBe('days');
      expect((await uphold({ id: onUser, action: 'hide', reason: 'threats' })).data.errors[0].field).toBe('action');
      expect((await uphold({ id: onUser, action: 'shout', days: 1, reason: 'threats' })).data.errors[0].field).toBe('action');
      expect((await uphold({ id: onUser, action: 'mute', days: 3, reason: 'threats' })).data.decisionAction).toBe('mute');
      const muted = await t.db.selectFrom('users').select('muted_until').where('id', '=', user).executeTakeFirstOrThrow();
      expect(new Date(muted.muted_until!).getTime() - Date.now()).toBeGreaterThan(71 * 3600_000);
      const guide = await publishedGuide(t.db);
      const author = await t.db.selectFrom('articles').innerJoin('authors', 'authors.id', 'articles.author_id')
        .select('authors.user_id').where('articles.id', '=', guide).executeTakeFirstOrThrow();
      expect((await uphold({ id: await fileOn('articles', guide), action: 'ban', days: 7, reason: 'spam ring' })).code).toBe(1);
      const banned = await t.db.selectFrom('users').select('banned_until').where('id', '=', author.user_id).executeTakeFirstOrThrow();
      expect(banned.banned_until).not.toBeNull();
      expect((await auditOf('users', author.user_id)).map((r) => r.action)).toEqual(['ban']);
    });

    it('bans a live room through its own command (hide), its streamer\'s account with ban', async () => {
      const room = await insertRoom(t.db);
      const reporter = await insertUser(t.db);
      const caseId = (await report({ reporterId: reporter, targetType: 'live_rooms', targetId: room, reason: 'sexual' })).data.caseId;
      expect((await uphold({ id: caseId, action: 'hide', days: 367, reason: 'nudity' })).data.errors[0].field).toBe('days');
      const res = await uphold({ id: caseId, action: 'hide', days: 7, reason: 'nudity' });
      expect(res.data).toMatchObject({ status: 'upheld', decisionAction: 'hide', decidedBy: judge.id });
      const banned = await t.db.selectFrom('live_rooms').select(['status', 'reason', 'banned_until']).where('id', '=', room).executeTakeFirstOrThrow();
      expect(banned).toMatchObject({ status: 'banned', reason: 'nudity' });
      expect(new Date(banned.banned_until!).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
      const rows = await auditOf('live_rooms', room);
      expect(rows.map((r) => [r.action, r.actor_id])).toEqual([['ban', judge.id]]);
      expect(parsed(rows[0].after)).toMatchObject({ status: 'banned', reason: 'nudity' });
      expect((await auditOf('reports', caseId)).map((r) => r.action)).toEqual(['uphold']);
      expect((await t.call('/mdr/users/get', { id: reporter }, { token })).data).toMatchObject({ reportsDecided: 1, reportAccuracy: 1 });
      // ban: the streamer's account, the room as it was
      const other = await insertRoom(t.db);
      const streamer = (await t.db.selectFrom('live_rooms').select('user_id').where('id', '=', other).executeTakeFirstOrThrow()).user_id;
      expect((await uphold({ id: await fileOn('live_rooms', other), action: 'ban', days: 30, reason: 'repeat' })).data.decisionAction).toBe('ban');
      expect((await auditOf('users', streamer)).map((r) => r.action)).toEqual(['ban']);
      expect((await t.db.selectFrom('live_rooms').select('status').where('id', '=', other).executeTakeFirstOrThrow()).status).toBe('approved');
    });

    it('takes a featured room off the recommended list when auto-banned or upheld, as its own ban does', async () => {
      const listed = async (room: number) => t.db.selectFrom('live_rooms').select(['status', 'featured', 'sort_order']).where('id', '=', room).executeTakeFirstOrThrow();
      const [auto, upheld] = [await insertRoom(t.db, 'approved', { featured: true }), await insertRoom(t.db, 'approved', { featured: true })];
      const reporters = await Promise.all([1, 2, 3].map(() => insertUser(t.db)));
      let caseId = 0;
      for (const r of reporters) {
        await decidedHistory(t.db, botId, r, 10, 0);
        caseId = (await report({ reporterId: r, targetType: 'live_rooms', targetId: auto, reason: 'illegal' })).data.caseId;
      }
      expect(await listed(auto)).toEqual({ status: 'banned', featured: false, sort_order: null });
      const [ban] = await auditOf('live_rooms', auto);
      expect(parsed(ban.before)).toMatchObject({ featured: true, sortOrder: expect.any(Number) });
      expect(parsed(ban.after)).toMatchObject({ status: 'banned', featured: false, sortOrder: null, automated: true, caseId });
      // dismissed: unbanned, and off the list still (as a ban that ends)
      expect((await t.call('/mdr/reports/dismiss', { id: caseId }, { token })).code).toBe(1);
      expect(await listed(auto)).toEqual({ status: 'approved', featured: false, sort_order: null });
      expect((await uphold({ id: await fileOn('live_rooms', upheld), action: 'hide', reason: 'illegal stream' })).code).toBe(1);
      expect(await listed(upheld)).toEqual({ status: 'banned', featured: false, sort_order: null });
    });

    it('mutes or bans an author\'s platform account; -1 on hide and reject', async () => {
      const author = await insertAuthor(t.db);
      const user = (await t.db.selectFrom('authors').select('user_id').where('id', '=', author).executeTakeFirstOrThrow()).user_id;
      const first = await fileOn('authors', author, 'harassment');
      for (const action of ['hide', 'reject']) expect((await uphold({ id: first, action, reason: 'abuse' })).data.errors[0].field).toBe('action');
      expect((await uphold({ id: first, action: 'mute', days: 2, reason: 'abuse' })).data).toMatchObject({ status: 'upheld', decisionAction: 'mute' });
      const second = await fileOn('authors', author, 'harassment');
      expect((await uphold({ id: second, action: 'ban', days: 10, reason: 'abuse again' })).data.decisionAction).toBe('ban');
      const account = await t.db.selectFrom('users').select(['muted_until', 'banned_until', 'moderation_reason']).where('id', '=', user).executeTakeFirstOrThrow();
      expect(new Date(account.muted_until!).getTime() - Date.now()).toBeGreaterThan(47 * 3600_000);
      expect(new Date(account.banned_until!).getTime() - Date.now()).toBeGreaterThan(9.9 * 86_400_000);
      expect((await auditOf('users', user)).map((r) => [r.action, r.actor_id])).toEqual([['mute', judge.id], ['ban', judge.id]]);
      expect((await auditOf('authors', author))).toEqual([]);
    });

    it('leaves an escalated case to holders of reports.escalated', async () => {
      const user = await insertUser(t.db);
      const caseId = await fileOn('users', user, 'harassment');
      expect((await t.call('/mdr/reports/escalate', { id: caseId, note: 'senior call' }, { token: judge.token })).code).toBe(1);
      expect((await uphold({ id: caseId, action: 'ban', days: 30, reason: 'threats' })).code).toBe(-2);
      expect((await t.call('/mdr/reports/dismiss', { id: caseId }, { token: judge.token })).code).toBe(-2);
      expect((await t.call('/mdr/reports/escalated', {}, { token: judge.token })).code).toBe(-2);
      expect((await t.call('/mdr/reports/escalated', {}, { token: senior.token })).data.count).toBeGreaterThanOrEqual(1);
      const listed = await t.call('/mdr/reports/list', { page: 1, pageSize: 100, filter: { status: 'escalated' } }, { token: senior.token });
      expect(listed.data.list.map((c: { id: number }) => c.id)).toContain(caseId);
      expect((await uphold({ id: caseId, action: 'ban', days: 30, reason: 'threats' }, senior)).data).toMatchObject({ status: 'upheld', decidedBy: senior.id });
    });

    it('lets one of two concurrent upholds win; the other gets -5', async () => {
      const user = await insertUser(t.db);
      const caseId = await fileOn('users', user);
      const answers = await Promise.all([senior, judge].map((who) => uphold({ id: caseId, action: 'mute', days: 1, reason: 'spam' }, who)));
      expect(answers.map((a) => a.code).sort()).toEqual([-5, 1]);
      expect((await auditOf('users', user)).map((r) => r.action)).toEqual(['mute']);
      expect((await auditOf('reports', caseId)).map((r) => r.action)).toEqual(['uphold']);
    });
  });
});
