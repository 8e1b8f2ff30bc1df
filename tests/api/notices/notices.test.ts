// Notices for the platform (docs/notices.md): the pull by cursor (order, limit,
// the same cursor the same notices, -1 naming the field, -2 without the scope),
// and webhooks: the secret shown once, private addresses refused without
// WEBHOOK_ALLOW_PRIVATE, the signature, retries after a failure (a redirect not
// followed) with every attempt logged, resend, a slow receiver that never holds
// the deciding transaction, and an instance killed mid-request (kill -9): the
// next instance delivers the notice, acknowledged exactly once.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../../server/db/schema';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { databaseUrl } from '../helpers/templates';
import { botKey } from '../exceptions/fixtures';
import { insertUser } from '../users/fixtures';
import { startReceiver, until, type Receiver } from './receiver';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const FAST = { webhookAllowPrivate: true, webhookRetryBaseMs: 200, webhookTimeoutMs: 1_000 };

/** A notice committed as a deciding command commits it (its own transaction; the seq is given at commit). */
async function decide(db: Kysely<DB>, userId: number, kind = 'decision'): Promise<number> {
  return db.transaction().execute(async (trx) => Number((await trx.insertInto('notices')
    .values({ user_id: userId, kind, text: '您的账号已被禁言。', text_en: 'Your account was muted.' })
    .returning('id').executeTakeFirstOrThrow()).id));
}

/** The signature header checked as a receiver checks it (docs/notices.md). */
function verifies(header: string, raw: string, secret: string): boolean {
  const { t, v1 } = Object.fromEntries(header.split(',').map((p) => p.split('='))) as { t: string; v1: string };
  return Math.abs(Date.now() / 1000 - Number(t)) < 300 && createHmac('sha256', secret).update(`${t}.${raw}`).digest('hex') === v1;
}

describe.each(testBackends())('notices (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  let rx: Receiver;
  let user: number;
  const mdr = (action: string, body: object, as = token) => t.call(`/mdr/webhooks/${action}`, body, { token: as, lang: 'en-US' });
  const hook = async (path: string, events?: string[]) =>
    (await mdr('create', { data: { url: rx.url(path), ...(events ? { events } : {}) } })).data as { id: number; secret: string };
  const deliveries = async (webhookId: number) => (await mdr('deliveries', { webhookId })).data.list;

  beforeAll(async () => {
    [t, rx] = await Promise.all([createTestApp(backend, { config: FAST }), startReceiver()]);
    const staff = await t.createStaff({ username: 'hooks', modules: ['webhooks.read', 'webhooks.manage', 'users.read', 'users.mute'] });
    token = await t.login(staff.username, staff.password);
    user = await insertUser(t.db);
  });
  // each test's notices go to its own hooks only
  afterEach(() => t.db.updateTable('webhooks').set({ active: false }).execute());
  afterAll(async () => {
    await t?.close();
    await rx?.close();
  });

  it('pulls committed notices in seq order from a cursor; -1 on a bad limit, -2 without notices:read', async () => {
    const key = await botKey(t.db, ['notices:read']);
    const pull = (body: object, k = key) => t.call('/v3/notices/pull', body, { headers: { 'x-bot-key': k }, lang: 'en-US' });
    const start = (await pull({})).data.next as number;
    const ids = [await decide(t.db, user), await decide(t.db, user, 'report_outcome'), await decide(t.db, user)];
    const all = await pull({ after: start });
    expect(all.data.list.map((n: { id: number }) => n.id)).toEqual(ids);
    expect(all.data.list[1]).toEqual({ id: ids[1], userId: user, kind: 'report_outcome', decisionId: null, text: '您的账号已被禁言。', createdAt: expect.any(String) });
    const first = await pull({ after: start, limit: 2 });
    expect(first.data.list.map((n: { id: number }) => n.id)).toEqual(ids.slice(0, 2));
    expect((await pull({ after: start, limit: 2 })).data).toEqual(first.data);
    const rest = await pull({ after: first.data.next });
    expect(rest.data).toEqual({ list: [all.data.list[2]], next: all.data.next });
    expect((await pull({ after: all.data.next })).data).toEqual({ list: [], next: all.data.next });
    for (const limit of [0, 101, 'ten']) {
      expect(await pull({ limit })).toMatchObject({ code: -1, data: { errors: [expect.objectContaining({ field: 'limit' })] } });
    }
    expect((await pull({}, await botKey(t.db, ['reports:write']))).code).toBe(-2);
  });

  it('shows the secret once; refuses private addresses (-1 on url) without WEBHOOK_ALLOW_PRIVATE', async () => {
    const made = await mdr('create', { data: { url: rx.url('/once'), events: ['decision'] } });
    expect(made.data).toMatchObject({ url: rx.url('/once'), events: ['decision'], active: true, secret: expect.stringMatching(/^whsec_/) });
    const got = await mdr('get', { id: made.data.id });
    const listed = await mdr('list', {});
    const audit = await t.db.selectFrom('audit_log').selectAll().where('resource', '=', 'webhooks').execute();
    for (const answer of [got.data, listed.data, audit]) expect(JSON.stringify(answer)).not.toContain(made.data.secret);
    expect(got.data).not.toHaveProperty('secret');
    t.app.config.webhookAllowPrivate = false;
    try {
      for (const url of ['http://127.0.0.1:9/x', 'http://localhost/x', 'http://10.1.2.3/', 'http://[::1]/', 'http://169.254.169.254/', 'ftp://example.com/']) {
        expect(await mdr('create', { data: { url } }), url).toMatchObject({ code: -1, data: { errors: [expect.objectContaining({ field: 'data.url' })] } });
      }
      expect((await mdr('update', { id: made.data.id, data: { url: 'http://192.168.1.1/' }, version: 1 })).code).toBe(-1);
    } finally {
      t.app.config.webhookAllowPrivate = true;
    }
    const reader = await t.createStaff({ username: 'reader', modules: ['webhooks.read'] });
    expect((await mdr('create', { data: { url: rx.url('/x') } }, await t.login(reader.username, reader.password))).code).toBe(-2);
  });

  it('posts the notice signed with the hook\'s secret within 5 s of the commit', async () => {
    const h = await hook('/signed');
    const committed = Date.now();
    const id = await decide(t.db, user);
    await until('the delivery', () => rx.got('/signed').length > 0, 5_000);
    const [req] = rx.got('/signed');
    expect(req.at - committed).toBeLessThan(5_000);
    expect(verifies(String(req.headers['x-mdr-signature']), req.raw, h.secret)).toBe(true);
    expect(verifies(String(req.headers['x-mdr-signature']), req.raw, 'whsec_other')).toBe(false);
    expect(req.body).toEqual({ id, type: 'notice.decision', createdAt: expect.any(String),
      data: { decisionId: null, userId: user, kind: 'decision', text: '您的账号已被禁言。', textEn: 'Your account was muted.' } });
    await until('delivered', async () => (await deliveries(h.id))[0]?.status === 'delivered');
    const [d] = await deliveries(h.id);
    expect(req.headers['x-mdr-delivery']).toBe(String(d.id));
    expect(d).toMatchObject({ noticeId: id, attempts: 1, lastStatus: 200, tries: [expect.objectContaining({ statusCode: 200, error: null })] });
    expect((await mdr('get', { id: h.id })).data).toMatchObject({ lastStatus: 'delivered', pending: 0, failed: 0 });
  });

  it('retries after a redirect (not followed) and a 500, logs every attempt, and resends on request', async () => {
    rx.script('/flaky', (n) => [302, 500][n] ?? 200);
    const h = await hook('/flaky', ['decision']);
    await decide(t.db, user, 'report_outcome'); // a kind this hook does not take
    const id = await decide(t.db, user);
    await until('delivered after two failures', async () => (await deliveries(h.id))[0]?.status === 'delivered');
    const [d] = await deliveries(h.id);
    expect(d.tries.map((a: { statusCode: number }) => a.statusCode)).toEqual([302, 500, 200]);
    expect(d.tries[0].error).toBe('redirect not followed');
    expect(rx.got('/elsewhere')).toEqual([]);
    expect(rx.acked('/flaky')).toEqual([id]);
    const resent = await mdr('resend', { id: d.id });
    expect(resent).toMatchObject({ code: 1, data: { id: d.id, webhookId: h.id } });
    await until('the resent delivery', () => rx.acked('/flaky').length === 2);
    expect(rx.acked('/flaky')).toEqual([id, id]);
    expect((await mdr('resend', { id: 999999 })).code).toBe(-4);
  });

  it('never holds the deciding command: /mdr/users/mute answers at once while a receiver sleeps 15 s', async () => {
    rx.script('/slow', () => 'hold');
    const h = await hook('/slow', ['decision']);
    const mute = async () => {
      const started = Date.now();
      const res = await t.call('/mdr/users/mute', { id: await insertUser(t.db), reason: 'spam in chat', hours: 1 }, { token });
      expect(res.code).toBe(1);
      return Date.now() - started;
    };
    expect(await mute()).toBeLessThan(1_000);
    await until('the first attempt, held', () => rx.got('/slow').length >= 1, 5_000);
    // the receiver still holds the first request: the next decision does not wait for it either
    expect(await mute()).toBeLessThan(1_000);
    const [first] = rx.got('/slow');
    expect(first.body).toMatchObject({ type: 'notice.decision', data: { kind: 'decision', decisionId: expect.any(Number) } });
    await until('a logged timeout', async () => (await deliveries(h.id)).some((d: { tries: unknown[] }) => d.tries.length > 0));
    const logged = (await deliveries(h.id)).flatMap((d: { tries: { error: string }[] }) => d.tries);
    expect(logged[0].error).toBe('no answer within 1000 ms');
  });

  it.runIf(backend === 'postgres')('delivers a notice exactly once when the instance posting it is killed mid-request', async () => {
    rx.script('/crash', (n) => (n === 0 ? 'hold' : 200));
    const h = await hook('/crash');
    // this app's own worker stops: the notice is the child instance's to post
    await t.app.close();
    const { name } = (await sql<{ name: string }>`SELECT current_database() AS name`.execute(t.db)).rows[0];
    const first = await startInstance(databaseUrl(name));
    let second: TestApp | undefined;
    try {
      const id = await decide(t.db, user);
      await until('the first request, held open', () => rx.got('/crash').length === 1, 10_000);
      first.kill('SIGKILL');
      second = await createTestApp('postgres', { sameDatabaseAs: t, config: FAST });
      await until('the notice acknowledged', () => rx.acked('/crash').length > 0, 15_000);
      await new Promise((r) => setTimeout(r, 2_500));
      expect(rx.acked('/crash')).toEqual([id]);
      const rows = await t.db.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', h.id).execute();
      expect(rows).toEqual([expect.objectContaining({ status: 'delivered', attempts: 1, locked_until: null })]);
    } finally {
      first.kill('SIGKILL');
      await second?.close();
    }
  }, 40_000);
});

/** `npm start` as its own process on PostgreSQL (no panel build, no demo data), ready to post. */
async function startInstance(url: string): Promise<ChildProcess> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/bin/start.ts', '--no-build'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'never', LOG_LEVEL: 'warn',
      WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_TIMEOUT_SECONDS: '2', WEBHOOK_RETRY_BASE_SECONDS: '0.2', REQUIRE_2FA_KEYS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  await until(`the instance to start (${out})`, () => out.includes('is running at') || child.exitCode !== null, 30_000);
  if (child.exitCode !== null) throw new Error(out);
  return child;
}
