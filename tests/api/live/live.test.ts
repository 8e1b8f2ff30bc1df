// Live rooms: applications (approve / reject with a reason), bans until a time
// that end by themselves, feature / unfeature and the recommended list's order
// (reorder), the live-now and viewer filters, concurrency, permissions and bad
// input (-1 naming the field, nothing changed), on PGlite and PostgreSQL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { insertRoom } from './fixtures';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

describe.each(testBackends())('live rooms (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  let other: string;
  const call = (action: string, body: object, who = token, lang: 'zh-CN' | 'en-US' = 'en-US') =>
    t.call(`/mdr/live_rooms/${action}`, body, { token: who, lang });
  const get = async (id: number) => (await call('get', { id })).data;
  const actions = async (id: number) => (await t.db.selectFrom('audit_log').select('action').where('resource', '=', 'live_rooms')
    .where('record_id', '=', String(id)).orderBy('id').execute()).map((a) => a.action);
  /** The recommended list, first first (ids only). */
  const featured = async () => (await call('list', { pageSize: 100, filter: { featured: true }, sort: 'sortOrder', order: 'ASC' }))
    .data.list.map((r: { id: number }) => r.id);

  beforeAll(async () => {
    t = await createTestApp(backend);
    const a = await t.createStaff({ username: 'live1', modules: ['mdr.wow.live'] });
    token = await t.login(a.username, a.password);
    const b = await t.createStaff({ username: 'live2', modules: ['mdr.wow.live'] });
    other = await t.login(b.username, b.password);
  });
  afterAll(() => t?.close());

  it('approves or rejects an application (reason required), each audited; neither twice', async () => {
    const a = await insertRoom(t.db, 'applying');
    expect((await call('approve', { id: a })).data).toMatchObject({ status: 'approved', reason: '', version: 2 });
    expect((await call('approve', { id: a })).code).toBe(-5);
    expect((await call('reject', { id: a, reason: 'Duplicate' })).code).toBe(-5);
    const r = await insertRoom(t.db, 'applying');
    expect((await call('reject', { id: r })).data.errors[0].field).toBe('reason');
    expect((await call('reject', { id: r, reason: '   ' })).data.errors[0].field).toBe('reason');
    expect((await call('reject', { id: r, reason: 'x'.repeat(201) })).data.errors[0].field).toBe('reason');
    expect((await get(r)).status).toBe('applying');
    expect((await call('reject', { id: r, reason: ' Not about the game ' })).data).toMatchObject({ status: 'rejected', reason: 'Not about the game' });
    expect((await call('approve', { id: r })).code).toBe(-5);
    expect(await actions(a)).toEqual(['approve']);
    expect(await actions(r)).toEqual(['reject']);
  });

  it('bans an approved room until a time; banning from applying, rejected or banned is -5', async () => {
    const id = await insertRoom(t.db, 'approved');
    const until = inDays(1);
    const banned = await call('ban', { id, reason: 'Faking viewers', until });
    expect(banned.code).toBe(1);
    expect(banned.data).toMatchObject({ status: 'banned', reason: 'Faking viewers', bannedUntil: until });
    expect((await call('ban', { id, reason: 'again', until: inDays(2) })).code).toBe(-5);
    for (const state of ['applying', 'rejected'] as const) {
      const other = await insertRoom(t.db, state);
      const res = await call('ban', { id: other, reason: 'Faking viewers', until });
      expect(res.code, state).toBe(-5);
      expect((await get(other)).status).toBe(state);
    }
    const history = (await call('history', { id })).data.list;
    expect(history[0]).toMatchObject({ action: 'ban' });
    expect(history[0].changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'status', before: 'approved', after: 'banned' })]));
    expect((await call('unban', { id })).data).toMatchObject({ status: 'approved', bannedUntil: null });
    expect((await call('unban', { id })).code).toBe(-5);
    expect(await actions(id)).toEqual(['ban', 'unban']);
  });

  it('refuses a bad ban (-1 naming the field, in the caller\'s language) and changes nothing', async () => {
    const id = await insertRoom(t.db, 'approved');
    const past = await call('ban', { id, reason: 'Faking viewers', until: inDays(-1) }, token, 'zh-CN');
    expect(past.code).toBe(-1);
    expect(past.data.errors[0]).toMatchObject({ field: 'until', message: '封禁结束时间必须晚于现在' });
    expect((await call('ban', { id, reason: 'Faking viewers', until: inDays(-1) })).data.errors[0].message).toBe('The ban must end after now');
    expect((await call('ban', { id, reason: 'Faking viewers', until: inDays(400) })).data.errors[0].field).toBe('until');
    expect((await call('ban', { id, reason: 'Faking viewers', until: 'tomorrow' })).data.errors[0].field).toBe('until');
    expect((await call('ban', { id, reason: 'Faking viewers' })).data.errors[0].field).toBe('until');
    expect((await call('ban', { id, reason: '', until: inDays(1) })).data.errors[0].field).toBe('reason');
    expect((await call('ban', { id, until: inDays(1) })).data.errors[0].field).toBe('reason');
    expect(await get(id)).toMatchObject({ status: 'approved', bannedUntil: null, version: 1 });
    expect(await actions(id)).toEqual([]);
  });

  it('a ban past its time reads approved everywhere, with nothing running, and can be banned again', async () => {
    const over = await insertRoom(t.db, 'ban_over', { liveNow: true, viewers: 77_001 });
    const still = await insertRoom(t.db, 'banned', { viewers: 77_002 });
    expect(await get(over)).toMatchObject({ status: 'approved', bannedUntil: null });
    expect((await get(still)).status).toBe('banned');
    const ids = async (status: string) => (await call('list', { pageSize: 100, filter: { status, viewersMin: 77_000 } })).data.list
      .map((r: { id: number }) => r.id);
    expect(await ids('approved')).toEqual([over]);
    expect(await ids('banned')).toEqual([still]);
    expect((await call('unban', { id: over })).code).toBe(-5);
    expect((await call('ban', { id: over, reason: 'Faking viewers', until: inDays(3) })).data.status).toBe('banned');
    // and a ban whose time passes while it is stored: no job, the next read says approved
    await t.db.updateTable('live_rooms').set({ banned_until: sql<Date>`now() - interval '1 second'` }).where('id', '=', still).execute();
    expect((await get(still)).status).toBe('approved');
  });

  it('filters by live now, viewers, status and featured; a bad filter is -1 naming it', async () => {
    const big = await insertRoom(t.db, 'approved', { liveNow: true, viewers: 55_000 });
    const small = await insertRoom(t.db, 'approved', { liveNow: true, viewers: 51_000 });
    const off = await insertRoom(t.db, 'approved', { liveNow: false, viewers: 52_000 });
    const ids = async (filter: object) => (await call('list', { pageSize: 100, filter, sort: 'viewers', order: 'DESC' })).data.list
      .map((r: { id: number }) => r.id);
    expect(await ids({ liveNow: true, viewersMin: 50_000, viewersMax: 60_000 })).toEqual([big, small]);
    expect(await ids({ liveNow: false, viewersMin: 50_000, viewersMax: 60_000 })).toEqual([off]);
    expect(await ids({ viewersMin: 53_000, viewersMax: 60_000 })).toEqual([big]);
    const bad = await call('list', { filter: { viewersMin: -1 } });
    expect(bad.code).toBe(-1);
    expect(bad.data.errors[0].field).toMatch(/viewersMin/);
    expect((await call('list', { filter: { liveNow: 'maybe' } })).data.errors[0].field).toMatch(/liveNow/);
    expect((await call('list', { filter: { status: 'sleeping' } })).code).toBe(-1);
  });

  it('a banned room is not live, whatever the platform last reported; its ban over, it is again', async () => {
    const banned = await insertRoom(t.db, 'banned', { liveNow: true, viewers: 66_001 });
    const applying = await insertRoom(t.db, 'applying', { liveNow: true, viewers: 66_002 });
    const live = await insertRoom(t.db, 'approved', { liveNow: true, viewers: 66_003 });
    expect(await get(banned)).toMatchObject({ status: 'banned', liveNow: false });
    expect((await get(applying)).liveNow).toBe(false);
    expect((await get(live)).liveNow).toBe(true);
    const ids = async (liveNow: boolean) => (await call('list', { pageSize: 100, filter: { liveNow, viewersMin: 66_000, viewersMax: 66_999 } }))
      .data.list.map((r: { id: number }) => r.id).sort();
    expect(await ids(true)).toEqual([live]);
    expect(await ids(false)).toEqual([banned, applying].sort());
    // banning a live room takes it off the air at once; the ban over, the platform's flag shows again
    expect((await call('ban', { id: live, reason: 'Faking viewers', until: inDays(1) })).data).toMatchObject({ status: 'banned', liveNow: false });
    await t.db.updateTable('live_rooms').set({ banned_until: sql<Date>`now() - interval '1 second'` }).where('id', '=', live).execute();
    expect(await get(live)).toMatchObject({ status: 'approved', liveNow: true });
  });

  it('features rooms at the end of the list, reorders them (audited per moved room) and unfeatures', async () => {
    const [a, b, c] = [await insertRoom(t.db), await insertRoom(t.db), await insertRoom(t.db)];
    for (const id of [a, b, c]) expect((await call('feature', { id })).data.featured).toBe(true);
    expect((await featured()).slice(-3)).toEqual([a, b, c]);
    const res = await call('reorder', { ids: [c, a, b], seen: await featured() });
    expect(res.code).toBe(1);
    const list = await featured();
    expect(list.slice(0, 3)).toEqual([c, a, b]);
    expect(res.data.list.map((r: { id: number }) => r.id)).toEqual(list);
    expect(await actions(c)).toEqual(['feature', 'reorder']);
    expect((await get(c)).sortOrder).toBe(1);
    expect((await call('unfeature', { id: a })).data).toMatchObject({ featured: false, sortOrder: null });
    expect((await featured()).slice(0, 2)).toEqual([c, b]);
    // a room still applying cannot be featured
    const applying = await insertRoom(t.db, 'applying');
    expect((await call('feature', { id: applying })).code).toBe(-5);
  });

  it('refuses a reorder naming a room that is not featured (-1 naming ids.<n>) and changes nothing', async () => {
    const x = await insertRoom(t.db);
    await call('feature', { id: x });
    const before = await featured();
    const notFeatured = await insertRoom(t.db);
    const seen = before;
    const res = await call('reorder', { ids: [x, notFeatured], seen }, token, 'zh-CN');
    expect(res.code).toBe(-1);
    expect(res.data.errors).toEqual([{ field: 'ids.1', message: `直播间 ${notFeatured} 不在推荐列表中` }]);
    expect((await call('reorder', { ids: [x, 99_999_999], seen })).data.errors[0].field).toBe('ids.1');
    expect((await call('reorder', { ids: [x, x], seen })).data.errors[0].field).toBe('ids.1');
    expect((await call('reorder', { ids: [], seen })).data.errors[0].field).toMatch(/ids/);
    expect((await call('reorder', { ids: ['first'], seen })).code).toBe(-1);
    expect((await call('reorder', { ids: [x] })).data.errors[0].field).toBe('seen');
    expect(await featured()).toEqual(before);
    expect(await actions(x)).toEqual(['feature']);
  });

  it('two staff acting on one room at once: one wins, the other is told of the conflict', async () => {
    const id = await insertRoom(t.db, 'approved');
    const [a, b] = await Promise.all([
      call('ban', { id, reason: 'Faking viewers', until: inDays(1) }),
      call('ban', { id, reason: 'Abusing viewers', until: inDays(2) }, other),
    ]);
    expect([a.code, b.code].sort()).toEqual([-5, 1]);
    expect(await actions(id)).toEqual(['ban']);
    const app = await insertRoom(t.db, 'applying');
    const [c, d] = await Promise.all([call('approve', { id: app }), call('reject', { id: app, reason: 'Duplicate' }, other)]);
    expect([c.code, d.code].sort()).toEqual([-5, 1]);
    expect((await get(app)).status).toBe(c.code === 1 ? 'approved' : 'rejected');
    // two features at once get two different places
    const [e, f] = [await insertRoom(t.db), await insertRoom(t.db)];
    await Promise.all([call('feature', { id: e }), call('feature', { id: f }, other)]);
    const places = [(await get(e)).sortOrder, (await get(f)).sortOrder];
    expect(new Set(places).size).toBe(2);
  });

  it('two staff reordering at once: the first wins, the second (its view now stale) gets -5 and changes nothing', async () => {
    const rooms = [await insertRoom(t.db), await insertRoom(t.db), await insertRoom(t.db)];
    for (const id of rooms) await call('feature', { id });
    const seen = await featured();
    const mine = [rooms[2], ...seen.filter((id: number) => id !== rooms[2])];
    const theirs = [rooms[1], ...seen.filter((id: number) => id !== rooms[1])];
    const [a, b] = await Promise.all([call('reorder', { ids: mine, seen }), call('reorder', { ids: theirs, seen }, other)]);
    expect([a.code, b.code].sort()).toEqual([-5, 1]);
    const loser = a.code === 1 ? b : a;
    expect(loser.message).toBe('Someone else has changed the recommended list; look at its order now and try again');
    expect(await featured()).toEqual(a.code === 1 ? mine : theirs);
    // with the new order seen, the second one goes through
    expect((await call('reorder', { ids: theirs, seen: await featured() }, other)).code).toBe(1);
    expect(await featured()).toEqual(theirs);
  });

  it('a banned room leaves the recommended list, audited with the ban; it stays off when the ban ends', async () => {
    const id = await insertRoom(t.db);
    await call('feature', { id });
    expect(await featured()).toContain(id);
    expect((await call('ban', { id, reason: 'Faking viewers', until: inDays(1) })).data).toMatchObject({ status: 'banned', featured: false, sortOrder: null });
    expect(await featured()).not.toContain(id);
    expect(await actions(id)).toEqual(['feature', 'ban']);
    expect((await call('feature', { id })).code).toBe(-5);
    await call('unban', { id });
    expect((await get(id)).featured).toBe(false);
  });

  it('is refused to staff without mdr.wow.live, reorder included', async () => {
    const s = await t.createStaff({ username: 'finance9', modules: ['mdr.orders'] });
    const outsider = await t.login(s.username, s.password);
    const id = await insertRoom(t.db, 'applying');
    expect((await call('list', {}, outsider)).code).toBe(-2);
    expect((await call('approve', { id }, outsider)).code).toBe(-2);
    expect((await call('reorder', { ids: [id], seen: [id] }, outsider)).code).toBe(-2);
    expect((await get(id)).status).toBe('applying');
  });
});
