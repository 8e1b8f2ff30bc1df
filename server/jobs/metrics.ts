// The bulk jobs' queue for /metrics (server/core/metrics.ts registers it through
// its `gauges` option): how many jobs wait or run, and how many records they
// have still to try, so an operator sees a job stuck or a backlog building
// (every instance reports the same database-wide figures).
import { sql, type Kysely } from 'kysely';
import { Gauge, type Registry } from 'prom-client';
import type { DB } from '../db/schema';

const UNFINISHED = ['queued', 'running'] as const;
type Row = { state: string; jobs: number; items: number };

export const jobGauges = (db: Kysely<DB>) => (registry: Registry): void => {
  // both gauges are collected side by side in one scrape: one query serves them
  let last: { at: number; rows: Promise<Row[] | null> } | null = null;
  const rowsNow = () => {
    if (!last || Date.now() - last.at > 1000) {
      last = {
        at: Date.now(),
        rows: sql<Row>`
          SELECT j.state, count(DISTINCT j.id)::int AS jobs, count(i.seq)::int AS items
          FROM bulk_jobs j LEFT JOIN bulk_job_items i ON i.job_id = j.id AND i.state = 'pending'
          WHERE j.state IN ('queued', 'running') GROUP BY j.state`.execute(db).then((r) => r.rows, () => null),
      };
    }
    return last.rows;
  };
  // the database down: the scrape answers without these figures (/health/ready says why)
  new Gauge({
    name: 'mdr_bulk_jobs', help: 'Bulk jobs not finished, by state (queued: waiting for an instance; running: leased by one)',
    labelNames: ['state'] as const, registers: [registry],
    async collect() {
      this.reset();
      const rows = await rowsNow();
      if (rows) for (const state of UNFINISHED) this.set({ state }, Number(rows.find((r) => r.state === state)?.jobs ?? 0));
    },
  });
  new Gauge({
    name: 'mdr_bulk_job_items_pending', help: 'Records the queued and running bulk jobs have still to try', registers: [registry],
    async collect() {
      this.reset();
      const rows = await rowsNow();
      if (rows) this.set(rows.reduce((sum, r) => sum + Number(r.items), 0));
    },
  });
};
