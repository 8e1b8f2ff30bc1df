// Two instances of the product (`npm start`) on one PostgreSQL behind Debian's
// HAProxy, round robin: a member signs in through the proxy in Chromium and
// the panel's calls land on both (told apart by the x-instance-id header);
// an admin disables the member on instance A, and the very next call on
// instance B — directly, and every call through the proxy — is refused, with
// no wait: the database announced the change when it committed and B dropped
// its remembered session (docs/architecture.md, "Events between instances").
// A rolling restart answers every call, and an open review queue stream does
// not hold it.
// Needs TEST_DATABASE_URL (the database server to make a fresh database on).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keysOfModules } from '../../contract/access/actionKeys';
import { hashPassword } from '../../server/core/password';
import { launchBrowser, postAs, signIn, startServer, type RunningServer } from './harness';
import { startHaproxy, type RunningProxy } from './haproxy';

const SERVER_URL = process.env.TEST_DATABASE_URL;

async function onServer(sql: string, params: unknown[] = [], database?: string): Promise<pg.QueryResult> {
  const url = new URL(SERVER_URL!);
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

interface Answer { code: number; instance: string }

/** POST as `token`, answering the envelope's code and the instance that answered. */
async function call(url: string, path: string, token: string, body: object = {}): Promise<Answer> {
  const res = await fetch(`${url}${path}`, {
    method: 'POST', body: JSON.stringify(body),
    headers: { appid: '4', 'content-type': 'application/json', token, lang: 'zh-CN' },
  });
  return { code: ((await res.json()) as { code: number }).code, instance: res.headers.get('x-instance-id') ?? '' };
}

describe.skipIf(!SERVER_URL)('two instances behind HAProxy on one PostgreSQL', () => {
  const name = `mdr_e2e_${randomBytes(5).toString('hex')}`;
  const env = () => ({
    DATABASE_URL: Object.assign(new URL(SERVER_URL!), { pathname: `/${name}` }).toString(),
    SEED_DEMO: 'never', REQUIRE_2FA_KEYS: '', TRUST_PROXY: '127.0.0.1',
  });
  let a: RunningServer;
  let b: RunningServer;
  let proxy: RunningProxy;
  let browser: Browser;
  let memberId: number;

  beforeAll(async () => {
    await onServer(`CREATE DATABASE ${name}`);
    browser = await launchBrowser();
    a = await startServer(env()); // migrates; then the second starts on the migrated database
    const insert = `INSERT INTO admins (username, name, password_hash, role, modules) VALUES ($1, $1, $2, $3, $4) RETURNING id`;
    await onServer(insert, ['root', await hashPassword('root-pass-2026'), '*', []], name);
    memberId = (await onServer(insert, ['member', await hashPassword('member-pass-2026'), 'user', keysOfModules(['mdr.wow.guide'])], name)).rows[0].id;
    b = await startServer(env());
    proxy = await startHaproxy([a.port, b.port]);
  });
  afterAll(async () => {
    await browser?.close();
    await proxy?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  let member: Page;
  let token: string;
  const instanceOf = async (server: RunningServer) => (await call(server.url, '/user/check', '')).instance;

  it('signs in through the proxy, and the panel\'s calls land on both instances', async () => {
    member = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const seen = new Set<string>();
    member.on('response', (r) => { const id = r.headers()['x-instance-id']; if (id) seen.add(id); });
    await signIn(member, proxy.url, 'member', 'member-pass-2026');
    const listed = member.waitForResponse((r) => r.url().endsWith('/mdr/articles/list'));
    await member.goto(`${proxy.url}/#/wow_guide/article`);
    expect((await (await listed).json()).code).toBe(1);
    expect([...seen].sort()).toEqual([await instanceOf(a), await instanceOf(b)].sort());
    token = await member.evaluate(() => localStorage.getItem('token') ?? '');
    expect(token).not.toBe('');
  });

  it('the member disabled on A is refused at once on B and through the proxy', async () => {
    // both instances answer this token, and remember it
    const reads = [];
    for (let i = 0; i < 4; i++) reads.push(await call(proxy.url, '/mdr/articles/list', token));
    expect(reads.map((r) => r.code)).toEqual([1, 1, 1, 1]);
    expect(new Set(reads.map((r) => r.instance)).size).toBe(2);
    expect((await call(b.url, '/mdr/articles/list', token)).code).toBe(1);

    const admin = (await postAs<{ token: string }>(a.url, '/api/user/login', { username: 'root', password: 'root-pass-2026' })).token;
    expect((await call(a.url, '/mdr/admins/disable', admin, { id: memberId })).code).toBe(1);
    expect(await call(b.url, '/mdr/articles/list', token)).toEqual({ code: -3, instance: await instanceOf(b) });
    const after = [];
    for (let i = 0; i < 4; i++) after.push(await call(proxy.url, '/mdr/articles/list', token));
    expect(after.map((r) => r.code)).toEqual([-3, -3, -3, -3]);
    expect(new Set(after.map((r) => r.instance)).size).toBe(2);

    // the member's panel, on whichever instance, asks them to sign in again
    await member.getByRole('button', { name: '刷新', exact: true }).click();
    await member.getByRole('dialog').getByRole('heading', { name: '是否重新登录' }).waitFor();
  });

  it('a rolling restart: SIGTERM to A while calls run through the proxy — every call answered, no 5xx, no acknowledged write lost', async () => {
    const admin = (await postAs<{ token: string }>(proxy.url, '/api/user/login', { username: 'root', password: 'root-pass-2026' })).token;
    const answers: { status: number; code: number; instance: string; sent: number }[] = [];
    const created: number[] = [];
    let n = 0;
    let running = true;
    const worker = async () => {
      while (running) {
        const i = n++;
        const write = i % 3 === 0; // a role created: an acknowledged write must be there afterwards
        const sent = Date.now();
        const res = await fetch(`${proxy.url}/mdr/roles/${write ? 'create' : 'list'}`, {
          method: 'POST', headers: { appid: '4', 'content-type': 'application/json', token: admin },
          body: JSON.stringify(write ? { data: { nameZh: `角色${i}`, nameEn: `Role ${i}`, keys: ['articles.read'] } } : {}),
        });
        const text = await res.text();
        const code = res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as { code: number }).code : NaN;
        answers.push({ status: res.status, code, instance: res.headers.get('x-instance-id') ?? '', sent });
        if (write && code === 1) created.push((JSON.parse(text) as { data: { id: number } }).data.id);
      }
    };
    const workers = Array.from({ length: 6 }, worker);
    const [idA, idB] = [await instanceOf(a), await instanceOf(b)];
    while (answers.filter((x) => x.instance === idA).length < 10) await new Promise((r) => setTimeout(r, 20));
    // a review queue stream open on A (server/queue/stream.ts) ends with it instead of holding the exit for the grace time
    const { ticket } = await postAs<{ ticket: string }>(a.url, '/mdr/review_queue/live_ticket', {}, admin);
    const stream = await fetch(`${a.url}/api/review_queue/events?ticket=${ticket}`);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const streamEnded = stream.text().then(() => 'ended', () => 'cut');
    await a.stop(); // SIGTERM, and wait until it exited
    const stoppedAt = Date.now();
    const afterStop = answers.length;
    while (answers.length < afterStop + 30) await new Promise((r) => setTimeout(r, 20));
    running = false;
    await Promise.all(workers);

    expect(a.output()).toMatch(/SIGTERM: shutting down/);
    expect(a.output()).not.toMatch(/exiting/);
    expect(await streamEnded).toBe('ended');
    expect(answers.filter((x) => x.status >= 500)).toEqual([]);
    expect(answers.filter((x) => x.code !== 1)).toEqual([]);
    expect(new Set(answers.filter((x) => x.sent > stoppedAt).map((x) => x.instance))).toEqual(new Set([idB]));
    const { rows } = await onServer('SELECT count(*)::int AS n FROM roles WHERE id = ANY($1)', [created], name);
    expect(rows[0].n).toBe(created.length);
    expect(created.length).toBeGreaterThan(5);
  });
});
