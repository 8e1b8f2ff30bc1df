// The baseline of the API benches (docs/performance.md, "The API against bare
// node:http"): node:http and a pg pool, nothing else. No token, permission or
// body check, no framework, no query builder: a route parses the JSON body,
// runs SQL the product ran (named prepared statements, as the product sends
// them: server/db/prepared.ts) and answers an envelope of the raw rows.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { Statement, Wave } from './statements';

export type Query = (text: string, values: unknown[]) => Promise<Record<string, unknown>[]>;
export type BareRoute = (body: Record<string, unknown>, pool: pg.Pool) => Promise<unknown>;
export interface BareServer { base: string; pool: pg.Pool; close(): Promise<void> }

const name = (text: string) => `bare_${createHash('sha1').update(text).digest('base64url')}`;

/** One statement on `client` (a pool or a transaction's client), prepared once per connection as the product does. */
export function queryOn(client: pg.Pool | pg.PoolClient): Query {
  return async (text, values) => {
    const res = values.length ? await client.query({ name: name(text), text, values }) : await client.query(text);
    return res.rows;
  };
}

/** The waves in order, each wave's statements side by side; answers every statement's rows. */
export async function replay(pool: pg.Pool, waves: Wave[]): Promise<Record<string, unknown>[][]> {
  const query = queryOn(pool);
  const answers: Record<string, unknown>[][] = [];
  for (const wave of waves) answers.push(...await Promise.all(wave.map((s: Statement) => query(s.text, s.values))));
  return answers;
}

/** `work` in one transaction on one pooled connection. */
export async function inTransaction<T>(pool: pg.Pool, work: (q: Query) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(queryOn(client));
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        resolve(chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {});
      } catch (err) {
        reject(err);
      }
    });
    req.on('error', reject);
  });
}

/** Listens on a free loopback port; `routes` by path. `poolSize` as the product's pool. */
export async function startBare(connectionString: string, poolSize: number, routes: Record<string, BareRoute>): Promise<BareServer> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  pool.on('error', () => {});
  const server = createServer((req, res) => {
    const route = routes[req.url ?? ''];
    readBody(req).then((body) => {
      if (!route) throw new Error(`no bare route ${req.url}`);
      return route(body, pool);
    }).then((data) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ code: 1, message: '成功', data }));
    }, (err: Error) => {
      res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ code: 0, message: err.message }));
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    pool,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}
