// GET /health: the public status of this server for operators, load balancers
// and the panel's status page (#/dashboard/common). It names the product, its
// version, and whether the API and its database answer — never a secret nor a
// business figure. Outside the envelope API: no appid, no token.
// Apart, for an orchestrator or a proxy's checks (docs/deploy.md):
// GET /health/live — the process answers (restart it when this fails), no
// database call; GET /health/ready — the database answers and has every
// migration this code knows applied (send it no calls while this fails).
import { readFileSync } from 'node:fs';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** this package's name and version (package.json): /health's and the API document's */
export const PACKAGE = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

export const PRODUCT_NAME = 'Moderator Panel';
/** How long the database may take to answer before it counts as down. */
const DB_TIMEOUT_MS = 2_000;

const Health = Type.Object({
  name: Type.String(),
  version: Type.String(),
  api: Type.Literal('ok'),
  database: Type.Union([Type.Literal('ok'), Type.Literal('down')]),
  databaseMs: Type.Union([Type.Integer(), Type.Null()], { description: 'the database round trip; null when down' }),
  time: Type.String({ format: 'date-time', description: 'the server clock' }),
});

async function pingDatabase(ping: () => Promise<unknown>): Promise<number | null> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => { timer = setTimeout(() => resolve('timeout'), DB_TIMEOUT_MS); });
  try {
    const r = await Promise.race([ping().then(() => 'ok' as const), timeout]);
    return r === 'ok' ? Math.round(performance.now() - started) : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

const Live = Type.Object({ status: Type.Literal('ok') });

const Ready = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  database: Type.Union([Type.Literal('ok'), Type.Literal('down')]),
  migrations: Type.Union([Type.Literal('ok'), Type.Literal('pending'), Type.Literal('unknown')], {
    description: 'pending: the database lacks a migration this code needs; unknown: the database did not answer',
  }),
  pendingMigrations: Type.Union([Type.Integer(), Type.Null()], { description: 'how many; null when unknown' }),
});

export interface HealthOptions {
  /** the names of every migration this code applies (server/db/migrate.ts listMigrations) */
  migrations: string[];
}

/** How many of `expected` the database has not applied; null when it does not answer. Once none, stays none (never unapplied). */
function pendingCounter(db: () => Kysely<DB>, expected: string[]): () => Promise<number | null> {
  let allApplied = false;
  return async () => {
    if ((await pingDatabase(() => sql`SELECT 1`.execute(db()))) === null) return null;
    if (allApplied) return 0;
    try {
      const { rows } = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(db());
      const applied = new Set(rows.map((r) => r.name));
      const pending = expected.filter((name) => !applied.has(name)).length;
      allApplied = pending === 0;
      return pending;
    } catch (err) {
      // no schema_migrations table (42P01): nothing applied yet; anything else: the database is failing
      return (err as { code?: string }).code === '42P01' ? expected.length : null;
    }
  };
}

const probeRoutes: FastifyPluginAsyncTypebox<HealthOptions> = async (app, { migrations }) => {
  app.get('/health/live', {
    schema: { tags: ['health'], summary: 'Liveness: the process answers (no database call)', security: [], response: { 200: Live } },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });
  const pendingMigrations = pendingCounter(() => app.db, migrations);
  app.get('/health/ready', {
    schema: {
      tags: ['health'], summary: 'Readiness: the database answers and every migration is applied (503 otherwise)',
      security: [], response: { 200: Ready, 503: Ready },
    },
  }, async (_request, reply) => {
    const pending = await pendingMigrations();
    const ready = pending === 0;
    reply.header('cache-control', 'no-store').code(ready ? 200 : 503);
    return {
      status: ready ? 'ok' as const : 'unavailable' as const,
      database: pending === null ? 'down' as const : 'ok' as const,
      migrations: pending === null ? 'unknown' as const : pending === 0 ? 'ok' as const : 'pending' as const,
      pendingMigrations: pending,
    };
  });
};

export const healthRoute: FastifyPluginAsyncTypebox<HealthOptions> = async (app, options) => {
  await app.register(probeRoutes, options);
  app.get('/health', {
    schema: {
      tags: ['health'], summary: 'Is the API up and does its database answer (public; 503 when the database is down)',
      security: [], response: { 200: Health, 503: Health },
    },
  }, async (_request, reply) => {
    const databaseMs = await pingDatabase(() => sql`SELECT 1`.execute(app.db));
    reply.header('cache-control', 'no-store');
    reply.code(databaseMs === null ? 503 : 200);
    return {
      name: PRODUCT_NAME, version: PACKAGE.version, api: 'ok' as const,
      database: databaseMs === null ? 'down' as const : 'ok' as const, databaseMs, time: new Date().toISOString(),
    };
  });
};
