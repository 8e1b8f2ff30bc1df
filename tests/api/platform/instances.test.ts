// Two instances on one database (server/core/events.ts, session-cache.ts):
// each keeps the sessions it resolved for a few seconds, yet a member
// disabled, a session revoked or signed out, or keys taken away on instance A
// is refused on instance B at once — the database announces the change when
// it commits and B drops its copy. "At once" is the notification's round
// trip: B is polled without pause for a deadline far below the memory's
// lifetime (SESSION_CACHE_MS), and a change the database does not announce
// (triggers off) shows B really answers from memory for that long.
// On PostgreSQL each instance has its own pool and listening connection; on
// PGlite both apps share the one embedded database in this process.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CACHE_MS } from '../../../server/core/session-cache';
import { createTestApp, testBackends, type TestApp } from '../helpers';

/** Far below SESSION_CACHE_MS: only an announcement can make B refuse within it. */
const DEADLINE_MS = 1_500;

/** Calls `read` without pause until it answers something other than 1, or the deadline passes. */
async function untilRefused(read: () => Promise<number>): Promise<{ code: number; ms: number }> {
  const started = Date.now();
  let code = await read();
  while (code === 1 && Date.now() - started < DEADLINE_MS) code = await read();
  return { code, ms: Date.now() - started };
}

describe.each(testBackends())('two instances on one %s database', (backend) => {
  let a: TestApp;
  let b: TestApp;
  let admin: string;

  // two apps on one database: seconds quiet, past the 60 s hook limit at load 25
  beforeAll(async () => {
    a = await createTestApp(backend);
    b = await createTestApp(backend, { sameDatabaseAs: a });
    const root = await a.createStaff({ username: 'root', role: '*' });
    admin = await a.login(root.username, root.password);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** A member signed in on B who reads articles there, twice: B now answers from memory. */
  async function readerOnB(username: string, extra: { roles?: number[] } = {}) {
    const staff = await a.createStaff({ username, modules: extra.roles ? [] : ['mdr.wow.guide'], ...extra });
    const token = await b.login(staff.username, staff.password);
    const read = async () => (await b.call('/mdr/articles/list', {}, { token })).code;
    expect([await read(), await read()]).toEqual([1, 1]);
    return { ...staff, token, read };
  }
  const onA = async (path: string, body: object, token = admin) => {
    const res = await a.call(path, body, { token });
    expect(res.code, `${path}: ${res.message}`).toBe(1);
    return res;
  };

  it('answers carry distinct instance ids', async () => {
    const [ha, hb] = await Promise.all([a.call('/user/check'), b.call('/user/check')]);
    expect(ha.headers['x-instance-id']).toMatch(/^[0-9a-f]{8}$/);
    expect(hb.headers['x-instance-id']).toMatch(/^[0-9a-f]{8}$/);
    expect(ha.headers['x-instance-id']).not.toBe(hb.headers['x-instance-id']);
  });

  it('a change the database does not announce is still served from B\'s memory (the control)', async () => {
    const m = await readerOnB('control');
    await a.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL session_replication_role = replica`.execute(trx); // triggers off
      await trx.updateTable('admins').set({ disabled: true }).where('id', '=', m.id).execute();
    });
    expect(await untilRefused(m.read)).toMatchObject({ code: 1 });
    expect(DEADLINE_MS).toBeLessThan(SESSION_CACHE_MS);
  });

  it('a member disabled on A is refused on B at once', async () => {
    const m = await readerOnB('disabled');
    await onA('/mdr/admins/disable', { id: m.id });
    expect(await untilRefused(m.read)).toMatchObject({ code: -3 });
  });

  it('a session revoked on A is refused on B at once', async () => {
    const m = await readerOnB('revoked');
    const { data } = await onA('/mdr/admins/get', { id: m.id });
    const live = (data.sessions as { id: number }[]);
    expect(live).toHaveLength(1);
    await onA('/mdr/admins/revoke_session', { id: m.id, sessionId: live[0].id });
    expect(await untilRefused(m.read)).toMatchObject({ code: -3 });
  });

  it('a sign-out on A is refused on B at once', async () => {
    const m = await readerOnB('signedout');
    await onA('/user/logout', {}, m.token);
    expect(await untilRefused(m.read)).toMatchObject({ code: -3 });
  });

  it('keys taken away on A, from the account or from its role, are refused on B at once', async () => {
    const m = await readerOnB('keys');
    const { data } = await onA('/mdr/admins/get', { id: m.id });
    await onA('/mdr/admins/update', { id: m.id, version: data.version, data: { modules: [] } });
    expect(await untilRefused(m.read)).toMatchObject({ code: -2 });

    const role = await a.db.insertInto('roles').values({ name_zh: '读者', name_en: 'Reader', keys: ['articles.read'] })
      .returning('id').executeTakeFirstOrThrow();
    const r = await readerOnB('rolekeys', { roles: [role.id] });
    await onA('/mdr/roles/update', { id: role.id, version: 1, data: { keys: ['articles.reject'] } });
    expect(await untilRefused(r.read)).toMatchObject({ code: -2 });
  });

  it.runIf(backend === 'postgres')('after its listening connection is cut, B keeps nothing stale and listens again', async () => {
    const m = await readerOnB('cut');
    // B hears of the cut a moment after it (its socket closes); until then no instance can know, so
    // the change below waits for B's gap: B lost its connection and is listening again
    const gap = new Promise<void>((resolve) => { const off = b.app.events.onGap(() => { off(); resolve(); }); });
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE application_name = 'mdr-listener' AND datname = current_database()`.execute(a.db);
    await gap;
    // an unannounced change after the gap: refused all the same (B dropped what it kept when it heard of the gap)
    await a.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      await trx.updateTable('sessions').set({ revoked_at: new Date() }).where('admin_id', '=', m.id).execute();
    });
    expect(await m.read()).toBe(-3);
    const back = Date.now() + 10_000;
    while (!(b.app.events.live && a.app.events.live) && Date.now() < back) await new Promise((r) => setTimeout(r, 20));
    expect(b.app.events.live).toBe(true);
    const again = await readerOnB('cut2');
    await onA('/mdr/admins/disable', { id: again.id });
    expect(await untilRefused(again.read)).toMatchObject({ code: -3 });
  });
});
