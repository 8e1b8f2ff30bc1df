// GET /health: the public status of this server for operators, load balancers
// and the panel's status page (#/dashboard/common). It names the product, its
// version, and whether the API and its database answer — never a secret nor a
// business figure. Outside the envelope API: no appid, no token.
import { readFileSync } from 'node:fs';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';

const PACKAGE = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

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

export const healthRoute: FastifyPluginAsyncTypebox = async (app) => {
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
