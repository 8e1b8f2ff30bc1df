// GET /metrics (server/core/metrics.ts): Prometheus text, never on the public
// surface — refused without METRICS_TOKEN, absent when the token is not set, and
// on METRICS_PORT (127.0.0.1) without a token. It counts what the API answered.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';

const TOKEN = 'scrape-token-0123456789abcdef';

/** The value of one sample, e.g. value(text, 'mdr_http_requests_total', { route: '/x' }); undefined when absent. */
function value(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe.each(testBackends())('GET /metrics (%s)', (backend) => {
  let t: TestApp;
  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  beforeAll(async () => { t = await createTestApp(backend, { config: { metricsToken: TOKEN } }); });
  afterAll(() => t?.close());

  it('refuses a scrape without the token or with another one, telling nothing', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789abcdef', TOKEN, `Basic ${TOKEN}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain('mdr_');
    }
  });

  it('answers Prometheus text with the token, not kept by caches', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE mdr_http_requests_total counter');
    expect(res.body).toContain('# TYPE mdr_http_request_duration_seconds histogram');
    expect(res.body).toMatch(/^process_cpu_user_seconds_total \d/m);
  });

  it('counts a call by route and envelope code once it was answered, with its duration', async () => {
    await t.createStaff({ username: 'reader', modules: ['mdr.wow.guide'] });
    const token = await t.login('reader', 'reader-pass1');
    const ok = { method: 'POST', route: '/mdr/articles/list', status: '200', code: '1' };
    const forbidden = { method: 'POST', route: '/mdr/orders/list', status: '403', code: '-2' };
    const before = await scrape();
    expect(await t.call('/mdr/articles/list', {}, { token })).toMatchObject({ code: 1 });
    expect(await t.call('/mdr/articles/list', {}, { token })).toMatchObject({ code: 1 });
    expect(await t.call('/mdr/orders/list', {}, { token })).toMatchObject({ code: -2 });
    const after = await scrape();
    expect((value(after, 'mdr_http_requests_total', ok) ?? 0) - (value(before, 'mdr_http_requests_total', ok) ?? 0)).toBe(2);
    expect((value(after, 'mdr_http_requests_total', forbidden) ?? 0) - (value(before, 'mdr_http_requests_total', forbidden) ?? 0)).toBe(1);
    const count = (text: string) => value(text, 'mdr_http_request_duration_seconds_count', { route: '/mdr/articles/list' }) ?? 0;
    expect(count(after) - count(before)).toBe(2);
    expect(value(after, 'mdr_http_request_duration_seconds_sum', { route: '/mdr/articles/list' })).toBeGreaterThan(0);
    // an unknown address is one label, whatever was asked
    await t.call('/mdr/no-such-thing/at-all');
    expect(value(await scrape(), 'mdr_http_requests_total', { route: 'unmatched', status: '404', code: '-4' })).toBeGreaterThanOrEqual(1);
  });

  it('shows the database connections and the records waiting in each state', async () => {
    const user = await t.db.insertInto('users').values({ nickname: 'queue player' }).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('authors').values([
      { user_id: user.id, pen_name: 'Queue A', status: 'pending' }, { user_id: user.id, pen_name: 'Queue B', status: 'pending' },
    ]).execute();
    const text = await scrape();
    expect(value(text, 'mdr_records', { table: 'authors', state: 'pending' })).toBe(2);
    expect(value(text, 'mdr_db_pool_max')).toBe(backend === 'pglite' ? 1 : 5);
    expect(value(text, 'mdr_db_pool_connections', { state: 'open' })).toBeGreaterThanOrEqual(1);
    expect(value(text, 'mdr_db_pool_connections', { state: 'waiting' })).toBe(0);
  });

  it('shows the bulk jobs waiting and running, and the records they have still to try', async () => {
    const empty = await scrape();
    expect(value(empty, 'mdr_bulk_jobs', { state: 'running' })).toBe(0);
    expect(value(empty, 'mdr_bulk_job_items_pending')).toBe(0);
    const admin = await t.db.selectFrom('admins').select('id').orderBy('id').executeTakeFirstOrThrow();
    // leased by another instance for an hour: this app's runner leaves it alone
    const job = await t.db.insertInto('bulk_jobs').values({
      resource: 'articles', command: 'approve', action_key: 'articles.approve', ctx: JSON.stringify({}), created_by: admin.id,
      state: 'running', total: 3, owner: 'elsewhere', lease_until: new Date(Date.now() + 3_600_000),
    }).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('bulk_job_items').values([
      { job_id: job.id, seq: 1, record_id: 11, state: 'done' },
      { job_id: job.id, seq: 2, record_id: 12 }, { job_id: job.id, seq: 3, record_id: 13 },
    ]).execute();
    await new Promise((resolve) => setTimeout(resolve, 1100)); // past the figures' one-second reuse
    const text = await scrape();
    expect(value(text, 'mdr_bulk_jobs', { state: 'running' })).toBe(1);
    expect(value(text, 'mdr_bulk_jobs', { state: 'queued' })).toBe(0);
    expect(value(text, 'mdr_bulk_job_items_pending')).toBe(2);
  });
});

describe('/metrics off the public port', () => {
  it('is no route at all without METRICS_TOKEN', async () => {
    const t = await createTestApp('pglite');
    try {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: -4 });
    } finally {
      await t.close();
    }
  });

  it('METRICS_PORT serves it on 127.0.0.1 without a token, and stops with the app', async () => {
    const port = await freePort();
    const t = await createTestApp('pglite', { config: { metricsPort: port } });
    try {
      await t.call('/user/info');
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(value(text, 'mdr_http_requests_total', { route: '/user/info', code: '-3' })).toBe(1);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});
