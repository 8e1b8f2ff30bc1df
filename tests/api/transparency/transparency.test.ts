// The transparency report and the reviewers' figures (docs/transparency.md): a known
// set of reports, decisions and appeals inside a week of Beijing days, and some just
// outside it (the millisecond before its first day, the first moment after its last),
// written into the tables as the platform and the deciding commands would; every
// figure checked, the CSV, the refusals by key and the bad ranges; and its figures
// equal the lists they summarise (/mdr/decisions/list, /mdr/appeals/list, filtered alike).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingDayStart, beijingToday } from '../../../contract/days';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { insertUser } from '../users/fixtures';

const DAY = 86_400_000;
const MIN = 60_000;
const dayBefore = (n: number) => new Date(Date.parse(beijingToday()) - n * DAY).toISOString().slice(0, 10);
const FROM = dayBefore(10);
const TO = dayBefore(4);
/** Noon (Beijing) of the period's `n`-th day (0-based). */
const noon = (n: number) => new Date(beijingDayStart(FROM, n).getTime() + 12 * 3_600_000);
const BEFORE = new Date(beijingDayStart(FROM).getTime() - 1);
const AFTER = beijingDayStart(TO, 1);

describe.each(testBackends())('transparency report (%s)', (backend) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  const staff: Record<string, number> = {};
  const d: Record<string, number> = {};
  let bot = 0;
  let user = 0;

  let target = 1000;
  async function report(reason: string, at: Date, targetType = 'users', merged = 0) {
    // one case per report: an open case is one per target
    const c = await t.db.insertInto('report_cases').values({ target_type: targetType, target_id: ++target, status: 'open', first_report_at: at })
      .returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('reports').values({ case_id: c.id, bot_id: bot, reporter_id: user, target_type: targetType, target_id: target,
      reason, merged, created_at: at }).execute();
  }

  interface DecisionInput { action: string; code: string; at: Date; by?: number; startMinutes?: number; start?: 'reported' | 'submitted'; status?: string }
  async function decision(x: DecisionInput): Promise<number> {
    const start = x.startMinutes === undefined ? null : new Date(x.at.getTime() - x.startMinutes * MIN);
    const row = await t.db.insertInto('decisions').values({
      target_type: 'users', target_id: user, user_id: user, action: x.action, reason_code: x.code, automated: x.by === undefined,
      decided_by: x.by ?? null, decided_at: x.at, appealable_until: new Date(x.at.getTime() + 14 * DAY), status: x.status ?? 'standing',
      reported_at: x.start === 'submitted' ? null : start, submitted_at: x.start === 'submitted' ? start : null,
    }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async function appeal(decisionId: number, created: Date, outcome?: { status: 'upheld' | 'overturned'; at: Date }) {
    await t.db.insertInto('appeals').values({ decision_id: decisionId, user_id: user, text: 'please', created_at: created,
      status: outcome?.status ?? 'open', decided_at: outcome?.at ?? null, decided_by: outcome ? staff.judge : null }).execute();
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    const people: [string, string[]][] = [['boss', []], ['rev1', ['reports.read']], ['rev2', ['reports.read']], ['judge', []],
      ['reader', ['transparency.read']], ['coach', ['reviewers.stats']], ['exporter', ['transparency.export']]];
    for (const [name, keys] of people) {
      staff[name] = (await t.createStaff({ username: name, name: `Name ${name}`, ...(name === 'boss' ? { role: '*' } : { modules: keys }) })).id;
      token[name] = await t.login(name, `${name}-pass1`);
    }
    user = await insertUser(t.db);
    bot = (await t.db.insertInto('bots').values({ name: 'platform', scopes: ['reports:write'] }).returning('id').executeTakeFirstOrThrow()).id;
    // reports: six inside (one with a merged repeat), one on each side
    for (const [reason, day, type] of [['spam', 0, 'users'], ['spam', 1, 'articles'], ['spam', 1, 'users'], ['harassment', 2, 'users'],
      ['harassment', 6, 'articles'], ['illegal', 3, 'users']] as const) await report(reason, noon(day), type, reason === 'illegal' ? 2 : 0);
    await report('spam', BEFORE);
    await report('spam', AFTER);
    // decisions: five inside, three outside
    d.one = await decision({ action: 'hide', code: 'articles.hide.1', at: noon(1), by: staff.rev1, startMinutes: 60 });
    d.two = await decision({ action: 'reject', code: 'articles.reject.2', at: noon(2), by: staff.rev1, startMinutes: 120, start: 'submitted' });
    d.three = await decision({ action: 'ban', code: 'users.ban.1', at: noon(2), by: staff.rev2, startMinutes: 30, status: 'overturned' });
    d.four = await decision({ action: 'hide', code: 'reports.spam', at: noon(3), startMinutes: 10 });
    d.five = await decision({ action: 'mute', code: 'other', at: noon(6), by: staff.rev2 });
    d.six = await decision({ action: 'hide', code: 'articles.hide.1', at: BEFORE, by: staff.rev1, startMinutes: 5, status: 'overturned' });
    d.seven = await decision({ action: 'ban', code: 'users.ban.1', at: AFTER, by: staff.rev2, startMinutes: 5 });
    d.eight = await decision({ action: 'hide', code: 'builds.hide.2', at: new Date(BEFORE.getTime() - DAY), by: staff.rev1 });
    // appeals: four received inside; four decided inside (one received before it); one wholly after
    await appeal(d.three, noon(3), { status: 'overturned', at: noon(4) });
    await appeal(d.one, noon(2), { status: 'upheld', at: noon(5) });
    await appeal(d.two, noon(4));
    await appeal(d.six, noon(0), { status: 'overturned', at: noon(1) });
    await appeal(d.eight, BEFORE, { status: 'upheld', at: noon(2) });
    await appeal(d.seven, AFTER, { status: 'upheld', at: new Date(AFTER.getTime() + MIN) });
  });
  afterAll(() => t?.close());

  const period = { from: FROM, to: TO };
  const get = (path: string, body: object = period, who = 'boss', lang?: 'zh-CN' | 'en-US') => t.call(path, body, { token: token[who], lang });

  it('counts the reports received in the period, by reason and by target type', async () => {
    const res = await get('/mdr/transparency/report');
    expect(res.code).toBe(1);
    expect(res.data.reports).toEqual({
      received: 6, merged: 2,
      byReason: { spam: 3, cheating: 0, harassment: 2, sexual: 0, illegal: 1, copyright: 0, misinformation: 0, other: 0 },
      byTargetType: { articles: 2, builds: 0, live_rooms: 0, users: 4, authors: 0 },
    });
  });

  it('counts the decisions taken in the period by action, reason, rule, kind and present status', async () => {
    const { data } = await get('/mdr/transparency/report');
    expect(data.decisions).toEqual({
      total: 5, automated: 1, human: 4,
      byAction: { reject: 1, hide: 2, ban: 1, mute: 1, suspend: 0 },
      byReason: { 'articles.hide.1': 1, 'articles.reject.2': 1, 'users.ban.1': 1, 'reports.spam': 1, other: 1 },
      byRule: { spam: 3, safety: 1, other: 1 },
      byStatus: { standing: 4, overturned: 1, reversed: 0 },
    });
  });

  it('measures the time to decision from the first report, else the submission (median and p90, continuous)', async () => {
    const { data } = await get('/mdr/transparency/report');
    // 10, 30, 60, 120 minutes; the mute has neither start and is not measured
    expect(data.timeToDecision).toEqual({
      medianMinutes: 45, p90Minutes: 102, measured: 4,
      human: { medianMinutes: 60, p90Minutes: 108, measured: 3 },
      automated: { medianMinutes: 10, p90Minutes: 10, measured: 1 },
    });
  });

  it('counts appeals received and decided in the period, each by its own date, and per reason code', async () => {
    const { data } = await get('/mdr/transparency/report');
    expect(data.appeals).toEqual({
      received: 4, decided: 4, upheld: 2, overturned: 2, overturnRate: 0.5,
      byReason: { 'users.ban.1': { received: 1, overturned: 1 }, 'articles.hide.1': { received: 2, overturned: 1 }, 'articles.reject.2': { received: 1, overturned: 0 } },
    });
  });

  it('answers one entry per day adding up to the blocks', async () => {
    const { data } = await get('/mdr/transparency/report');
    expect(data.series.map((s: { day: string }) => s.day)).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => dayBefore(10 - n)));
    const sum = (f: string) => data.series.reduce((a: number, s: Record<string, number>) => a + s[f], 0);
    expect([sum('reports'), sum('decisions'), sum('automated'), sum('appeals'), sum('overturned')]).toEqual([6, 5, 1, 4, 2]);
    expect(data.series[2]).toEqual({ day: dayBefore(8), reports: 1, decisions: 2, automated: 0, appeals: 1, overturned: 0 });
  });

  it('its figures equal the lists they summarise', async () => {
    const total = async (resource: string, filter: object) => {
      const res = await get(`/mdr/${resource}/list`, { filter, pageSize: 1 });
      expect([res.code, res.data?.errors]).toEqual([1, undefined]);
      return res.data.total as number;
    };
    const { data } = await get('/mdr/transparency/report');
    const decided = { decidedFrom: FROM, decidedTo: TO };
    expect(data.decisions.total).toBe(await total('decisions', decided));
    for (const [action, n] of Object.entries(data.decisions.byAction)) expect([action, n]).toEqual([action, await total('decisions', { ...decided, action })]);
    expect(data.decisions.automated).toBe(await total('decisions', { ...decided, automated: true }));
    expect(data.decisions.byStatus.overturned).toBe(await total('decisions', { ...decided, status: ['overturned'] }));
    expect(data.appeals.received).toBe(await total('appeals', { createdFrom: FROM, createdTo: TO }));
    expect(data.appeals.decided).toBe(await total('appeals', { ...decided, status: ['upheld', 'overturned'] }));
    expect(data.appeals.overturned).toBe(await total('appeals', { ...decided, status: ['overturned'] }));
    expect(data.appeals.upheld).toBe(await total('appeals', { ...decided, status: ['upheld'] }));
    // per reason code there is no list to compare with: the lists take no reasonCode filter (-1 on filter.reasonCode)
  });

  it('gives each staff member their decisions, per day, median handling time and how they fared on appeal', async () => {
    const res = await get('/mdr/reviewers/stats');
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ from: FROM, to: TO, days: 7 });
    expect(res.data.list).toEqual([
      { id: staff.rev1, name: 'Name rev1', username: 'rev1', decisions: 2, decisionsPerDay: 0.29, medianHandlingMinutes: 90,
        appealsDecided: 1, overturned: 0, shareOverturned: 0 },
      { id: staff.rev2, name: 'Name rev2', username: 'rev2', decisions: 2, decisionsPerDay: 0.29, medianHandlingMinutes: 30,
        appealsDecided: 1, overturned: 1, shareOverturned: 1 },
    ]);
  });

  it('writes the report as CSV: BOM, one section per block, in the reader\'s language', async () => {
    const en = await get('/mdr/transparency/export', period, 'exporter', 'en-US');
    expect(en.status).toBe(200);
    expect(en.headers['content-type']).toContain('text/csv');
    expect(en.body.startsWith('\uFEFFSection,Figure,Code,Value\r\n')).toBe(true);
    const lines = en.body.trim().split('\r\n');
    expect(lines).toContain(`Period,From,,${FROM}`);
    expect(lines).toContain('Reports,By reason: Spam,spam,3');
    expect(lines).toContain('Decisions,Total,,5');
    expect(lines).toContain('Decisions,By action: Hide,hide,2');
    expect(lines).toContain('Time to decision,Median (minutes),,45');
    expect(lines).toContain('Appeals,Overturn rate,,0.5');
    expect(lines).toContain(`Per day,Decisions,${dayBefore(8)},2`);
    const zh = await get('/mdr/transparency/export', period, 'exporter', 'zh-CN');
    expect(zh.body.split('\r\n')[0]).toBe('\uFEFF部分,指标,代码,数值');
    expect(zh.body).toContain('处理决定,合计,,5');
  });

  it('refuses each route without its own key', async () => {
    expect((await get('/mdr/transparency/report', period, 'rev1')).code).toBe(-2);
    expect((await get('/mdr/transparency/report', period, 'coach')).code).toBe(-2);
    expect((await get('/mdr/transparency/report', period, 'reader')).code).toBe(1);
    expect((await get('/mdr/reviewers/stats', period, 'reader')).code).toBe(-2);
    expect((await get('/mdr/reviewers/stats', period, 'coach')).code).toBe(1);
    expect((await get('/mdr/transparency/export', period, 'reader')).code).toBe(-2);
    expect((await t.call('/mdr/transparency/report', period)).code).toBe(-3);
  });

  it('refuses a bad, reversed, too long or future range naming the field', async () => {
    const field = async (body: object, path = '/mdr/transparency/report') => {
      const res = await get(path, body);
      return [res.code, res.data?.errors?.[0]?.field];
    };
    expect(await field({ from: TO, to: FROM })).toEqual([-1, 'to']);
    expect(await field({ from: '2024-01-01', to: '2025-01-01' })).toEqual([-1, 'to']);
    expect(await field({ from: '2024-01-01', to: '2024-12-31' }, '/mdr/reviewers/stats')).toEqual([1, undefined]);
    expect(await field({ from: dayBefore(-1), to: dayBefore(-1) })).toEqual([-1, 'from']);
    expect(await field({ from: '2025-13-01', to: TO })).toEqual([-1, 'from']);
    expect(await field({ from: FROM })).toEqual([-1, 'to']);
    expect(await field({ from: TO, to: FROM }, '/mdr/transparency/export')).toEqual([-1, 'to']);
  });
});
