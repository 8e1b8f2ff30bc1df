// GET /metrics in Prometheus' text format (prom-client), off the public
// surface: on the app's port only when METRICS_TOKEN is set and the scrape
// carries it as a bearer token, and on METRICS_PORT (bound to 127.0.0.1, no
// token) when that is set. Neither set: no /metrics at all (docs/deploy.md).
//
// What it counts: every answer by route, HTTP status and envelope code; the
// duration per route; the database connections in use and the callers waiting
// for one; and the records per workflow state (the review queues: pending
// articles, open feedback, withdrawals to approve) from rollup_state_counts,
// which the rollup triggers keep, so a scrape reads one small table; and what
// other parts register through `gauges` (the bulk jobs waiting and running).
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUse } from '../db/database';
import { routeOf } from './request-log';

export interface MetricsOptions {
  /** the database connections' use now (server/db/database.ts); absent: no pool figures */
  poolUse?: () => PoolUse;
  /** more figures, registered by the parts that own them (the bulk jobs' queue: server/jobs/metrics.ts) */
  gauges?: readonly ((registry: Registry) => void)[];
}

/** Seconds; the API answers most calls within tens of milliseconds, an export or import takes seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

// The process figures (CPU, memory, event-loop delay, GC) are one per process:
// collected once, whatever number of apps a process builds (the tests build hundreds).
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

function appMetrics(app: FastifyInstance, options: MetricsOptions): Registry {
  const registry = new Registry();
  const calls = new Counter({
    name: 'mdr_http_requests_total', help: 'Answered requests by route (as declared; "unmatched" for a 404), HTTP status and envelope code ("" when not an envelope)',
    labelNames: ['method', 'route', 'status', 'code'] as const, registers: [registry],
  });
  const duration = new Histogram({
    name: 'mdr_http_request_duration_seconds', help: 'Time from receiving a request to its answer being written, by route',
    labelNames: ['method', 'route'] as const, buckets: DURATION_BUCKETS, registers: [registry],
  });
  // with `done`: no promise of its own on every call (core/hooks.ts syncHook)
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request) ?? 'unmatched';
    calls.inc({ method: request.method, route, status: reply.statusCode, code: request.envelopeCode ?? '' });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });
  if (options.poolUse) poolGauges(registry, options.poolUse);
  recordGauge(registry, app);
  for (const add of options.gauges ?? []) add(registry);
  return registry;
}

function poolGauges(registry: Registry, poolUse: () => PoolUse): void {
  new Gauge({
    name: 'mdr_db_pool_connections', help: 'Database connections: open (busy + idle), idle, and the callers waiting for one',
    labelNames: ['state'] as const, registers: [registry],
    collect() {
      const use = poolUse();
      this.set({ state: 'open' }, use.open);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });
  new Gauge({
    name: 'mdr_db_pool_max', help: 'The most connections the pool opens (DB_POOL_SIZE; 1 on the embedded database)', registers: [registry],
    collect() { this.set(poolUse().max); },
  });
}

function recordGauge(registry: Registry, app: FastifyInstance): void {
  new Gauge({
    name: 'mdr_records', help: 'Records per workflow state of each tracked table (the review and payout queues among them), kept by the rollup triggers',
    labelNames: ['table', 'state'] as const, registers: [registry],
    async collect() {
      this.reset();
      try {
        const { rows } = await sql<{ source: string; state: string; n: number }>`SELECT source, state, n FROM rollup_state_counts`.execute(app.db);
        for (const row of rows) this.set({ table: row.source, state: row.state }, Number(row.n));
      } catch {
        // the database is down: the scrape still answers (mdr_records absent); /health/ready says why
      }
    },
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The request carries `Authorization: Bearer <token>` (compared in constant time). */
function carriesToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = /^Bearer (.+)$/i.exec(header)?.[1]?.trim() ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

async function exposition(registry: Registry): Promise<string> {
  return `${await registry.metrics()}\n${await processMetrics().metrics()}`;
}

function send(reply: FastifyReply, text: string): FastifyReply {
  return reply.header('cache-control', 'no-store').type(registryContentType).send(text);
}
const registryContentType = new Registry().contentType;

/** METRICS_PORT: a bare HTTP server on 127.0.0.1, GET /metrics only. */
function sideServer(registry: Registry, port: number): { start(): Promise<void>; stop(): Promise<void> } {
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    exposition(registry).then(
      (text) => res.writeHead(200, { 'content-type': registryContentType, 'cache-control': 'no-store' }).end(text),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n'),
    );
  });
  return {
    start: () => new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    }),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const metricsPlugin: FastifyPluginAsync<MetricsOptions> = async (app, options) => {
  const registry = appMetrics(app, options);
  const { metricsToken: token, metricsPort: port } = app.config;
  if (token) {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!carriesToken(request, token)) {
        return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').type('text/plain')
          .send('/metrics needs the bearer token METRICS_TOKEN\n');
      }
      return send(reply, await exposition(registry));
    });
  }
  if (port) {
    const side = sideServer(registry, port);
    app.addHook('onReady', side.start);
    app.addHook('onClose', side.stop);
  }
};

// Registered at the root without a context of its own (what fastify-plugin
// marks), so its hooks see every route; named for Fastify's plugin tree.
Object.assign(metricsPlugin, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'mdr-metrics',
  [Symbol.for('plugin-meta')]: { name: 'mdr-metrics', fastify: '5.x' },
});

export default metricsPlugin;
