// Benchmark of two money commands against a bare node:http + pg server
// (docs/performance.md, "The API against bare node:http"): the refund
// (POST /mdr/orders/refund, ¥1 of the client's own order each call) and the
// withdrawal approval (POST /mdr/withdrawals/approve, a request of its own each
// call), BENCH_CLIENTS (16) clients calling one after the other for
// BENCH_SECONDS (10 s), BENCH_ROUNDS (3) rounds alternating bare and product on
// the same rows. The bare server runs the statements the product sent for one
// recorded call, in one transaction (tests/bench/bare-commands.ts); the figure
// is the product's calls/s as a share of the bare server's (goal ≥ 0.7). Not a
// test: run by `npm run bench`. Database: BENCH_DATABASE_URL, else a fresh one
// on TEST_DATABASE_URL (dropped afterwards); PGlite has nothing to compare.
// BENCH_COMMANDS=refund or =approve: that command alone.
import { loadavg } from 'node:os';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { hashPassword } from '../../server/core/password';
import { migrate } from '../../server/db/migrate';
import type { DB } from '../../server/db/schema';
import { postLedger } from '../../server/modules/authors';
import { newOrder, orderWorld } from '../api/orders/fixtures';
import { startBare } from './bare';
import { bareApprove, bareRefund } from './bare-commands';
import { runCalls, type CallsSpec } from './calls';
import { Spent, startCost, StatementCounter } from './cost';
import { openBenchDatabase } from './database';
import { formatLoad } from './load';
import { profiled } from './profile';
import { alternate, formatRatio } from './rounds';
import { describeWaves, recordStatements } from './statements';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Withdrawal requests per client and round: more than a client approves in BENCH_SECONDS. */
const PER_CLIENT = Math.max(300, SECONDS * 150);
const POOL = 20;
const ONLY = process.env.BENCH_COMMANDS;
const STAFF = { username: `bench_cmd_${Date.now()}`, password: 'bench-pass-1' };
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

type Answer = { code: number; message?: string; data: { token: string } };
const post = (base: string, path: string, body: object, token?: string): Promise<Answer> => fetch(`${base}${path}`, {
  method: 'POST', headers: { appid: '4', 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body),
}).then((r) => r.json() as Promise<Answer>);

async function signIn(db: Kysely<DB>, base: string): Promise<string> {
  await db.insertInto('admins').values({ username: STAFF.username, name: 'bench', password_hash: await hashPassword(STAFF.password),
    role: 'user', modules: ['orders.read', 'orders.refund', 'withdrawals.read', 'withdrawals.approve'] }).execute();
  return (await post(base, '/api/user/login', STAFF)).data.token;
}

/** `count` withdrawal requests of ¥10 of a new author (funded and frozen as a request does), set-based. */
async function withdrawals(db: Kysely<DB>, count: number): Promise<number[]> {
  const user = await db.insertInto('users').values({ nickname: 'bench author' }).returning('id').executeTakeFirstOrThrow();
  const author = await db.insertInto('authors').values({ user_id: user.id, pen_name: 'bench', status: 'approved' }).returning('id').executeTakeFirstOrThrow();
  await db.transaction().execute((trx) => postLedger(trx, { authorId: author.id, kind: 'adjustment', amountCents: count * 1_000, reason: 'bench' }));
  const rows = await sql<{ id: number }>`INSERT INTO withdrawals (author_id, amount_cents, payout_method, payout_account)
    SELECT ${author.id}, 1000, 'alipay', '13800000000' FROM generate_series(1, ${count}) RETURNING id`.execute(db);
  await sql`INSERT INTO author_ledger (author_id, kind, amount_cents, available_delta, frozen_delta, available_after, frozen_after, withdrawal_id)
    SELECT ${author.id}, 'withdrawal_freeze', 1000, -1000, 1000, 0, 0, id FROM withdrawals WHERE author_id = ${author.id}`.execute(db);
  await sql`UPDATE authors SET available_cents = available_cents - ${count * 1_000}, frozen_cents = frozen_cents + ${count * 1_000} WHERE id = ${author.id}`.execute(db);
  return rows.rows.map((r) => Number(r.id));
}

/** The recorded statements of one product call, checked to succeed. */
async function record(base: string, path: string, body: object, token: string) {
  let answer: Answer | null = null;
  const waves = await recordStatements(async () => { answer = await post(base, path, body, token); });
  if (answer!.code !== 1) throw new Error(`${path}: code ${answer!.code} ${answer!.message}`);
  console.log(`${path}, SQL per call:\n    ${describeWaves(waves)}`);
  return waves;
}

let runs = 0;
async function compare(label: string, product: Omit<CallsSpec, 'firstN'>, bareUrl: string, ids: () => Promise<number[][]>, probe: Kysely<DB>): Promise<string> {
  // CPU per call of each side over its rounds (the main thread serves both, one at a time; the database's backends)
  const spent = { product: new Spent(), bare: new Spent() };
  const counter = new StatementCounter(); // not plugged in: the SQL is counted by the list bench
  const run = (side: 'product' | 'bare', url: string) => async (round: number) => {
    const spec = { ...product, url, ids: await ids(), firstN: ++runs * 10_000_000 };
    const cost = await startCost(probe, counter);
    const r = await profiled(`${label.split(' ')[0]}-${round}-${side}`, () => runCalls(spec));
    spent[side].add(await cost(), r.requests);
    console.log(formatLoad(`  ${CLIENTS} clients, ${side}, round ${round}`, r) + (r.ranOut ? `   ${r.ranOut} clients RAN OUT of ids` : ''));
    if (r.firstFailure) console.log(`    first failure: ${r.firstFailure}`);
    return r;
  };
  console.log(label);
  const compared = await alternate(run('bare', bareUrl), run('product', product.url));
  return `${formatRatio(label, compared)}\n  CPU per call, product / bare: ${spent.product.versus(spent.bare)}`;
}

async function main(): Promise<void> {
  const { database, url } = await openBenchDatabase(POOL);
  const { db } = database;
  try {
    if (!url) {
      console.log('commands against bare node:http: needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL); skipped');
      return;
    }
    await migrate(db);
    const app = await buildApp({ config: { ...loadConfig({}), dataDir: ':memory:', dbPoolSize: POOL }, db, logger: false });
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      // a sign-in is a fresh step-up, which a refund asks for (5 minutes)
      const token = await signIn(db, base);
      // an order and an author per client: refunds do not wait on another client's row locks
      const orders = await Promise.all(Array.from({ length: CLIENTS }, async () => newOrder(db, await orderWorld(db), 100_000_000)));
      const stamp = Date.now();
      // each order refunded once first: the calls measured are the steady state (partly refunded before and after),
      // which moves no message (a status change would: server/resources/events.ts)
      for (const [i, id] of orders.entries()) await post(base, '/mdr/orders/refund', { id, amountCents: 100, reason: 'bench', idempotencyKey: `bench-${stamp}-w${i}` }, token);
      const refundWaves = await record(base, '/mdr/orders/refund', { id: orders[0], amountCents: 100, reason: 'bench', idempotencyKey: `bench-${stamp}-0` }, token);
      const approveWaves = await record(base, '/mdr/withdrawals/approve', { id: (await withdrawals(db, 1))[0] }, token);
      const bare = await startBare(url, POOL, { '/refund': bareRefund(refundWaves), '/approve': bareApprove(approveWaves) });
      try {
        const headers = { appid: '4', 'content-type': 'application/json', token };
        console.log(`\n${CLIENTS} clients, ${SECONDS} s per round, pool of ${POOL} each; load average ${load()}`);
        const refund = ONLY === 'approve' ? '' : await compare('refund (¥1 of its own order)', {
          url: `${base}/mdr/orders/refund`, headers, cycle: true, seconds: SECONDS, ids: [],
          template: `{"id":{id},"amountCents":100,"reason":"bench","idempotencyKey":"bench-${stamp}-{n}"}`,
        }, `${bare.base}/refund`, async () => orders.map((o) => [o]), db);
        const approve = ONLY === 'refund' ? '' : await compare('withdrawal approval (a request of its own)', {
          url: `${base}/mdr/withdrawals/approve`, headers, cycle: false, seconds: SECONDS, ids: [], template: '{"id":{id}}',
        }, `${bare.base}/approve`, async () => {
          const ids = await withdrawals(db, CLIENTS * PER_CLIENT);
          return Array.from({ length: CLIENTS }, (_, c) => ids.slice(c * PER_CLIENT, (c + 1) * PER_CLIENT));
        }, db);
        console.log(`\nproduct / bare node:http + pg at ${CLIENTS} clients, load average ${load()}:\n${refund}\n${approve}`);
      } finally {
        await bare.close();
      }
      const off = await sql<{ off: number }>`SELECT count(*)::int AS off FROM authors a WHERE a.available_cents <>
        (SELECT coalesce(sum(available_delta), 0) FROM author_ledger l WHERE l.author_id = a.id)`.execute(db);
      console.log(`authors whose balance differs from the ledger (bare and product alike): ${off.rows[0].off}`);
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
