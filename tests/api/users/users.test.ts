// Platform users: the status as of now (a mute or ban past its end reads active
// everywhere, nothing running in the background), mute / ban / lift with their
// legal states, the _many forms, masking, and invitations both ways.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN } from '../../../server/resources/sensitive';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { insertUser } from './fixtures';

describe.each(testBackends())('users (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  const call = (action: string, body: object, lang: 'zh-CN' | 'en-US' = 'en-US') => t.call(`/mdr/users/${action}`, body, { token, lang });
  const statusOf = async (id: number) => (await call('get', { id })).data.status;
  const auditOf = (id: number) => t.db.selectFrom('audit_log').selectAll().where('resource', '=', 'users')
    .where('record_id', '=', String(id)).orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp(backend);
    const staff = await t.createStaff({ username: 'moderator', modules: ['menu.use.user', 'users.reveal'] });
    token = await t.login(staff.username, staff.password);
  });
  afterAll(() => t?.close());

  it('computes the status as of now: ended mutes and bans read active in get, list and the status filter', async () => {
    const ids = {
      active: await insertUser(t.db, 'active'), muted: await insertUser(t.db, 'muted'), banned: await insertUser(t.db, 'banned'),
      forever: await insertUser(t.db, 'banned_forever'), muteOver: await insertUser(t.db, 'mute_over'), banOver: await insertUser(t.db, 'ban_over'),
    };
    expect(await statusOf(ids.muteOver)).toBe('active');
    expect(await statusOf(ids.banOver)).toBe('active');
    expect(await statusOf(ids.forever)).toBe('banned');
    const listed = async (status: string | string[]) => (await call('list', { pageSize: 100, filter: { status } })).data.list.map((u: { id: number }) => u.id);
    const active = await listed('active');
    expect(active).toEqual(expect.arrayContaining([ids.active, ids.muteOver, ids.banOver]));
    expect(active).not.toContain(ids.muted);
    expect(await listed('muted')).toEqual([ids.muted]);
    expect((await listed('banned')).sort()).toEqual([ids.banned, ids.forever].sort());
    expect((await listed(['muted', 'banned'])).length).toBe(3);
    // a mute whose end passes while nobody acts: the next read says active
    await t.db.updateTable('users').set({ muted_until: sql<Date>`now() - interval '1 second'` }).where('id', '=', ids.muted).execute();
    expect(await statusOf(ids.muted)).toBe('active');
    expect(await listed('muted')).toEqual([]);
  });

  it('mutes for some hours with the reason, one audit row, and refuses a banned user (-5)', async () => {
    const id = await insertUser(t.db, 'active');
    const res = await call('mute', { id, reason: '  spam links  ', hours: 3 });
    expect(res.data).toMatchObject({ status: 'muted', moderationReason: 'spam links', version: 2 });
    const end = new Date(res.data.mutedUntil).getTime() - Date.now();
    expect(end).toBeGreaterThan(3 * 3600_000 - 60_000);
    expect(end).toBeLessThan(3 * 3600_000 + 60_000);
    const [row] = await auditOf(id);
    expect(row).toMatchObject({ action: 'mute' });
    expect(row.before).toMatchObject({ status: 'active' });
    expect(row.after).toMatchObject({ status: 'muted' });
    const banned = await insertUser(t.db, 'banned');
    const refused = await call('mute', { id: banned, reason: 'x', hours: 1 });
    expect(refused).toMatchObject({ code: -5, status: 409, message: 'Not allowed while the record is Banned' });
    expect(await auditOf(banned)).toEqual([]);
  });

  it('bans for days or permanently, exactly one of the two (-1 days otherwise)', async () => {
    const id = await insertUser(t.db, 'muted');
    const days = await call('ban', { id, reason: 'cheats', days: 7 });
    expect(days.data).toMatchObject({ status: 'banned', bannedForever: false });
    expect(new Date(days.data.bannedUntil).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const other = await insertUser(t.db, 'active');
    const forever = await call('ban', { id: other, reason: 'fraud', permanent: true });
    expect(forever.data).toMatchObject({ status: 'banned', bannedForever: true, bannedUntil: null });
    for (const body of [{}, { days: 3, permanent: true }, { permanent: false }]) {
      const fresh = await insertUser(t.db, 'active');
      const res = await call('ban', { id: fresh, reason: 'x', ...body }, 'zh-CN');
      expect(res.code).toBe(-1);
      expect(res.data.errors[0]).toMatchObject({ field: 'days', message: '请填写封禁天数，或选择永久封禁（二者选一）' });
      expect(await statusOf(fresh)).toBe('active');
    }
    expect((await call('ban', { id: other, reason: 'x', days: 0 })).code).toBe(-1);
  });

  it('lifts a mute or ban now, and refuses an active user (-5)', async () => {
    for (const state of ['muted', 'banned', 'banned_forever'] as const) {
      const id = await insertUser(t.db, state);
      const res = await call('lift', { id, reason: 'appeal upheld' });
      expect(res.data).toMatchObject({ status: 'active', mutedUntil: null, bannedUntil: null, bannedForever: false });
    }
    const ended = await insertUser(t.db, 'ban_over');
    expect((await call('lift', { id: ended, reason: 'x' })).code).toBe(-5);
  });

  it('acts on a selection one by one: done and failed with the reason in the caller\'s language', async () => {
    const a = await insertUser(t.db, 'active');
    const b = await insertUser(t.db, 'muted');
    const c = await insertUser(t.db, 'active');
    const res = await call('ban_many', { ids: [a, b], reason: 'raid spam', days: 2 });
    expect(res.data).toEqual({ done: [a, b], failed: [] });
    expect(await statusOf(a)).toBe('banned');
    const lifted = await call('lift_many', { ids: [a, b, c], reason: 'appeal' }, 'zh-CN');
    expect(lifted.data.done).toEqual([a, b]);
    expect(lifted.data.failed).toEqual([{ id: c, code: -5, message: '当前状态为“正常”，不能执行此操作' }]);
    expect((await auditOf(c)).length).toBe(0);
  });

  it('lets one of two simultaneous bans of the same user win; the other is refused or sees the ban', async () => {
    const id = await insertUser(t.db, 'active');
    const [x, y] = await Promise.all([
      call('mute', { id, reason: 'first', hours: 1 }),
      call('ban', { id, reason: 'second', permanent: true }),
    ]);
    expect([x.code, y.code]).toContain(1);
    const rows = await auditOf(id);
    expect(rows.length).toBe([x, y].filter((r) => r.code === 1).length);
  });

  it('masks email and phone in lists, shows them whole through reveal with a view_sensitive row', async () => {
    const id = await insertUser(t.db, 'active', { nickname: 'masked one' });
    const item = (await call('list', { filter: { q: 'masked one' } })).data.list[0];
    // nothing of either: no digit, no letter, not the domain, not the length
    expect([item.phone, item.email]).toEqual([HIDDEN, HIDDEN]);
    const whole = await call('reveal', { id, field: 'phone' });
    expect(whole.data.value).toMatch(/^1380000\d{4}$/);
    expect((await auditOf(id)).map((r) => r.action)).toEqual(['view_sensitive']);
  });

  it('shows who invited a user and how many they invited; filters by inviter', async () => {
    const inviter = await insertUser(t.db, 'active', { nickname: 'Guild leader' });
    const invited = [await insertUser(t.db, 'active', { invitedBy: inviter }), await insertUser(t.db, 'active', { invitedBy: inviter })];
    expect((await call('get', { id: inviter })).data.inviteCount).toBe(2);
    expect((await call('get', { id: invited[0] })).data).toMatchObject({ invitedBy: inviter, inviterName: 'Guild leader' });
    const list = await call('list', { filter: { invitedBy: inviter }, sort: 'id', order: 'ASC' });
    expect(list.data.list.map((u: { id: number }) => u.id)).toEqual(invited);
  });

  it('filters by sign-up link, and by registration range in Beijing days', async () => {
    const [a, b, c] = [await insertUser(t.db), await insertUser(t.db), await insertUser(t.db)];
    await t.db.updateTable('users').set({ signup_link_id: 424_242 }).where('id', '=', a).execute();
    const byLink = await call('list', { filter: { signupLinkId: 424_242 } });
    expect(byLink.data.list.map((u: { id: number }) => u.id)).toEqual([a]);
    // 00:30 on 1 Jan in Beijing is still 31 Dec in UTC: it counts as 1 Jan; 23:30 on 1 Jan Beijing as well; 2 Jan 00:10 does not
    const at = (iso: string, id: number) => t.db.updateTable('users').set({ registered_at: new Date(iso) }).where('id', '=', id).execute();
    await at('2025-12-31T16:30:00Z', a);
    await at('2026-01-01T15:30:00Z', b);
    await at('2026-01-01T16:10:00Z', c);
    const day = await call('list', { filter: { registeredFrom: '2026-01-01', registeredTo: '2026-01-01' }, sort: 'id', order: 'ASC', pageSize: 100 });
    expect(day.data.list.map((u: { id: number }) => u.id)).toEqual([a, b]);
    expect((await call('list', { filter: { registeredFrom: 'yesterday' } })).data.errors[0].field).toMatch(/registeredFrom/);
  });

  it('reports the moderation history in order through history', async () => {
    const id = await insertUser(t.db, 'active');
    await call('mute', { id, reason: 'flood', hours: 1 });
    await call('lift', { id, reason: 'appeal' });
    const history = await call('history', { id });
    expect(history.data.list.map((e: { action: string }) => e.action)).toEqual(['lift', 'mute']);
  });
});
