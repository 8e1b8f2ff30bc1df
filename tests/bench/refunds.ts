// Benchmark of refund latency (docs/performance.md) under 16 concurrent clients:
// each refunding its own order (its own author) ¥1 at a time (pro-rata clawback in the ledger
// each time), then all of them refunding one order at once (the order's row
// lock serialises them). Not a test: run by hand (`npm run bench`).
// Database: a fresh database on TEST_DATABASE_URL (dropped afterwards), else
// PGlite in memory (the figures then say little: one connection).
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { hashPassword } from '../../server/core/password';
import { migrate } from '../../server/db/migrate';
import type { DB } from '../../server/db/schema';
import { createTestDatabase } from '../api/helpers';
import { newOrder, orderWorld } from '../api/orders/fixtures';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const PER_CLIENT = Number(process.env.BENCH_REFUNDS ?? 50);
const PASSWORD = 'bench-pass-1';

type Answer = { code: number; data: { token: string } };
const post = (base: string, path: string, body: object, token?: string): Promise<Answer> => fetch(`${base}${path}`, {
  method: 'POST', headers: { appid: '4', 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body),
}).then((r) => r.json() as Promise<Answer>);

function latencies(ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))].toFixed(1);
  return `n=${s.length} p50 ${at(50)} ms, p95 ${at(95)} ms, p99 ${at(99)} ms, max ${s[s.length - 1].toFixed(1)} ms`;
}

async function signInClients(db: Kysely<DB>, base: string): Promise<string[]> {
  const hash = await hashPassword(PASSWORD);
  const names = Array.from({ length: CLIENTS }, (_, i) => `bench_cashier_${Date.now()}_${i}`);
  await db.insertInto('admins').values(names.map((username) => ({ username, name: username, password_hash: hash, role: 'user', modules: ['orders.read', 'orders.refund'] }))).execute();
  return Promise.all(names.map(async (username) => (await post(base, '/api/user/login', { username, password: PASSWORD })).data.token));
}

let keys = 0;
const refund = (base: string, token: string, id: number) =>
  post(base, '/mdr/orders/refund', { id, amountCents: 100, reason: 'bench', idempotencyKey: `bench-${++keys}-${Date.now()}` }, token);

/** Client c refunds its own order ¥1 at a time, PER_CLIENT times. */
async function ownOrders(base: string, tokens: string[], orders: number[]): Promise<number[]> {
  const times: number[] = [];
  await Promise.all(tokens.map(async (token, c) => {
    for (let i = 0; i < PER_CLIENT; i++) {
      const started = performance.now();
      const res = await refund(base, token, orders[c]);
      times.push(performance.now() - started);
      if (res.code !== 1) throw new Error(`refund ${orders[c]}: code ${res.code}`);
    }
  }));
  return times;
}

/** Every client refunds the same order at once, PER_CLIENT rounds. */
async function oneOrder(base: string, tokens: string[], id: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < PER_CLIENT; i++) {
    await Promise.all(tokens.map(async (token) => {
      const started = performance.now();
      const res = await refund(base, token, id);
      times.push(performance.now() - started);
      if (res.code !== 1) throw new Error(`refund ${id}: code ${res.code}`);
    }));
  }
  return times;
}

async function main(): Promise<void> {
  const database = await createTestDatabase(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  console.log(`refunds: ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${CLIENTS} clients, ${PER_CLIENT} refunds each`);
  try {
    await migrate(database.db);
    const app = await buildApp({ config: { ...loadConfig({}), dataDir: ':memory:', dbPoolSize: 20 }, db: database.db, logger: false });
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const tokens = await signInClients(database.db, base);
      // an author per client: their clawbacks do not wait on one author's row; the shared order's author is the last
      const worlds = await Promise.all(Array.from({ length: CLIENTS + 1 }, () => orderWorld(database.db)));
      const amount = CLIENTS * PER_CLIENT * 100 + 100;
      const orders = await Promise.all(worlds.map((w) => newOrder(database.db, w, amount)));
      console.log(`refund, each client its own order: ${latencies(await ownOrders(base, tokens, orders))}`);
      console.log(`refund, ${CLIENTS} clients on one order at once: ${latencies(await oneOrder(base, tokens, orders[CLIENTS]))}`);
      const check = await sql<{ off: number }>`SELECT count(*)::int AS off FROM authors a WHERE a.available_cents <>
        (SELECT coalesce(sum(available_delta), 0) FROM author_ledger l WHERE l.author_id = a.id)`.execute(database.db);
      console.log(`authors whose balance differs from the ledger: ${check.rows[0].off}`);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
