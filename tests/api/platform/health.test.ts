// GET /health: public (no appid, no token), names the product and version, says
// whether the database answers, and carries no secret nor business figure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';

describe.each(testBackends())('GET /health (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend); });
  afterAll(() => t?.close());

  it('answers without appid or token: product, version, API and database up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ name: 'Moderator Panel', api: 'ok', database: 'ok' });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.databaseMs).toBeGreaterThanOrEqual(0);
    expect(Object.keys(body).sort()).toEqual(['api', 'database', 'databaseMs', 'name', 'time', 'version']);
    expect(JSON.stringify(body)).not.toMatch(/postgres|password|secret|DATA_DIR|pglite/i);
  });

  it('says the database is down with a 503 when a query fails', async () => {
    const other = await createTestApp(backend);
    await other.db.destroy();
    const res = await other.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ api: 'ok', database: 'down', databaseMs: null });
    await other.close().catch(() => undefined); // the database is gone already; this drops what is left
  });
});
