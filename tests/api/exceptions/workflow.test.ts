// Staff triage of exception groups: resolve, ignore, reopen and bulk resolve
// (each audited, -5 from another state), a new event on a resolved group
// reopening it marked regressed (an ignored one stays ignored), two staff
// resolving the same group at once, and the list's filters and sorts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { botKey, reportEvent } from './fixtures';

describe.each(testBackends())('exception groups (%s)', (backend) => {
  let t: TestApp;
  let key: string;
  let token: string;
  let other: string;
  const call = (action: string, body: object, who = token) => t.call(`/mdr/exceptions/${action}`, body, { token: who, lang: 'en-US' });
  const get = async (id: number) => (await call('get', { id })).data;
  const newGroup = async (over: object = {}) => {
    const res = await t.call('/v3/exception/report', { events: [reportEvent(over)] }, { headers: { 'x-bot-key': key } });
    expect(res.code).toBe(1);
    return res.data.groupIds[0] as number;
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    key = await botKey(t.db);
    const a = await t.createStaff({ username: 'triage', modules: ['menu.exc'] });
    token = await t.login(a.username, a.password);
    const b = await t.createStaff({ username: 'triage2', modules: ['menu.exc'] });
    other = await t.login(b.username, b.password);
  });
  afterAll(() => t?.close());

  it('resolves, ignores and reopens, refusing other states (-5), each with its audit row', async () => {
    const id = await newGroup();
    const resolved = await call('resolve', { id });
    expect(resolved.data).toMatchObject({ status: 'resolved', regressed: false });
    expect(resolved.data.resolvedAt).not.toBeNull();
    expect((await call('ignore', { id })).code).toBe(-5);
    expect((await call('resolve', { id })).code).toBe(-5);
    expect((await call('unresolve', { id })).data).toMatchObject({ status: 'unresolved', resolvedAt: null });
    expect((await call('ignore', { id })).data.status).toBe('ignored');
    const actions = await t.db.selectFrom('audit_log').select('action').where('resource', '=', 'exceptions')
      .where('record_id', '=', String(id)).orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['resolve', 'unresolve', 'ignore']);
  });

  it('bulk-resolves many groups, each on its own', async () => {
    const ids = [await newGroup(), await newGroup(), await newGroup()];
    await call('ignore', { id: ids[2] });
    const res = await call('resolve_many', { ids });
    expect(res.code).toBe(1);
    expect([...res.data.done].sort()).toEqual([ids[0], ids[1]].sort());
    expect(res.data.failed.map((f: { id: number }) => f.id)).toEqual([ids[2]]);
    expect((await get(ids[0])).status).toBe('resolved');
    expect((await get(ids[2])).status).toBe('ignored');
  });

  it('reopens a resolved group marked regressed on a new event; an ignored group stays ignored', async () => {
    const id = await newGroup({ type: 'RegressionError' });
    await call('resolve', { id });
    const before = await get(id);
    expect(await newGroup({ type: 'RegressionError', appVersion: '3.6.1' })).toBe(id);
    const after = await get(id);
    expect(after).toMatchObject({ status: 'unresolved', regressed: true, resolvedAt: null, eventCount: 2, appVersions: ['3.6.0', '3.6.1'] });
    expect(after.version).toBe(before.version + 1);
    expect((await call('list', { filter: { regressed: true } })).data.list.map((g: { id: number }) => g.id)).toContain(id);
    // resolving it again clears the mark
    expect((await call('resolve', { id })).data).toMatchObject({ status: 'resolved', regressed: false });

    const quiet = await newGroup({ type: 'IgnoredError' });
    await call('ignore', { id: quiet });
    await newGroup({ type: 'IgnoredError' });
    expect(await get(quiet)).toMatchObject({ status: 'ignored', regressed: false, eventCount: 2 });
  });

  it('two staff resolving the same group at once: one wins, the other is told (-5)', async () => {
    const id = await newGroup();
    const [a, b] = await Promise.all([call('resolve', { id }), call('resolve', { id }, other)]);
    expect([a.code, b.code].sort()).toEqual([-5, 1]);
    const rows = await t.db.selectFrom('audit_log').select('action').where('resource', '=', 'exceptions')
      .where('record_id', '=', String(id)).execute();
    expect(rows).toHaveLength(1);
  });

  it('lists by last seen or by count, filters by status, version and keyword, and refuses a bad filter', async () => {
    const busy = await newGroup({ type: 'BusyError', appVersion: '9.9.9' });
    await t.call('/v3/exception/report', { events: Array.from({ length: 40 }, () => reportEvent({ type: 'BusyError', appVersion: '9.9.9' })) },
      { headers: { 'x-bot-key': key } });
    const latest = await newGroup({ type: 'LatestError', appVersion: '9.9.9' });
    const ids = async (body: object) => (await call('list', { pageSize: 100, ...body })).data.list.map((g: { id: number }) => g.id);
    expect((await ids({ filter: { appVersion: '9.9.9' } }))[0]).toBe(latest);
    expect(await ids({ sort: 'eventCount', order: 'DESC', filter: { appVersion: '9.9.9' } })).toEqual([busy, latest]);
    expect(await ids({ filter: { q: 'busyerr' } })).toEqual([busy]);
    expect(await ids({ filter: { status: ['resolved', 'ignored'], appVersion: '9.9.9' } })).toEqual([]);
    expect((await call('list', { filter: { status: 'open' } })).data.errors[0].field).toMatch(/status/);
  });
});
