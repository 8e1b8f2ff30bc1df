// GET /health: public (no appid, no token), names the product and version, says
// whether the database answers, and carries no secret nor business figure.
// /health/live and /health/ready: the same apart, for a proxy or an orchestrator.
import { sql } from 'kysely';
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

  it('live: the process answers, whatever the database; ready: the database answers with every migration', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'ok', pendingMigrations: 0 });
  });

  it('ready fails with a 503 when the database is closed, while live still answers', async () => {
    const other = await createTestApp(backend);
    await other.db.destroy();
    const ready = await other.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'down', migrations: 'unknown', pendingMigrations: null });
    expect((await other.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    await other.close().catch(() => undefined);
  });

  it('ready fails with a 503 while a migration this code needs is not applied', async () => {
    const other = await createTestApp(backend);
    try {
      await sql`DELETE FROM schema_migrations WHERE name = (SELECT max(name) FROM schema_migrations)`.execute(other.db);
      const ready = await other.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', database: 'ok', migrations: 'pending', pendingMigrations: 1 });
      expect((await other.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200); // /health keeps its meaning
    } finally {
      await other.close();
    }
  });
});
