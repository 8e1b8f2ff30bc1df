// What one call costs, less sensitive to a busy machine than latency: the CPU
// time of the app's main thread (Fastify, Kysely, pg protocol, JSON; read from
// /proc, so Linux only, without the autocannon worker thread), the CPU time of
// the PostgreSQL backends serving this database (a local server only), and the
// number of SQL statements the app ran, each divided by the calls answered.
import { readFileSync } from 'node:fs';
import { sql, type Kysely, type KyselyPlugin } from 'kysely';
import type { DB } from '../../server/db/schema';

const TICK_MS = 10; // USER_HZ is 100 on every Linux this runs on

/** utime + stime of /proc/<path>/stat in ms, or null where /proc cannot be read. */
function procCpuMs(path: string): number | null {
  try {
    const stat = readFileSync(`/proc/${path}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // fields 14 and 15 of proc(5)
  } catch {
    return null;
  }
}

/** Counts every statement run through the Kysely handle it is plugged into. */
export class StatementCounter implements KyselyPlugin {
  count = 0;
  transformQuery: KyselyPlugin['transformQuery'] = (args) => args.node;
  transformResult: KyselyPlugin['transformResult'] = async (args) => {
    this.count++;
    return args.result;
  };
}

export interface Cost { appCpuMs: number | null; dbCpuMs: number | null; statements: number }

async function backendPids(db: Kysely<DB>): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`SELECT pid FROM pg_stat_activity
    WHERE datname = current_database() AND backend_type = 'client backend'`.execute(db);
  return rows.map((r) => r.pid);
}

/**
 * Starts measuring; the returned function gives the cost since then. `probe`
 * reads the backends' pids (its own statements are not counted), null on PGlite.
 */
export async function startCost(probe: Kysely<DB> | null, counter: StatementCounter): Promise<() => Promise<Cost>> {
  // per backend: a pool closes a connection idle for 10 s (the other side's, while this one is loaded),
  // and its CPU time must not leave the sum; a backend opened meanwhile counts from zero
  const readDb = async () => {
    if (!probe) return null;
    const times = new Map((await backendPids(probe)).map((pid) => [pid, procCpuMs(String(pid))]));
    return [...times.values()].some((t) => t === null) ? null : times as Map<number, number>;
  };
  const app0 = procCpuMs(`self/task/${process.pid}`);
  const db0 = await readDb();
  const n0 = counter.count;
  return async () => {
    const app1 = procCpuMs(`self/task/${process.pid}`);
    const db1 = await readDb();
    const dbCpuMs = db0 === null || db1 === null ? null
      : [...db1].reduce((sum, [pid, ms]) => sum + ms - (db0.get(pid) ?? 0), 0);
    return { appCpuMs: app0 === null || app1 === null ? null : app1 - app0, dbCpuMs, statements: counter.count - n0 };
  };
}

export function formatCost(c: Cost, calls: number): string {
  const per = (n: number | null) => (n === null || !calls ? 'n/a' : (n / calls).toFixed(2));
  return `  cost per call: app CPU ${per(c.appCpuMs)} ms, database CPU ${per(c.dbCpuMs)} ms, ${per(c.statements)} SQL statements`;
}

/** Costs added up over several loads, with the calls they answered. */
export class Spent {
  cost: Cost = { appCpuMs: 0, dbCpuMs: 0, statements: 0 };
  calls = 0;

  add(c: Cost, calls: number): void {
    const sum = (a: number | null, b: number | null) => (a === null || b === null ? null : a + b);
    this.cost = { appCpuMs: sum(this.cost.appCpuMs, c.appCpuMs), dbCpuMs: sum(this.cost.dbCpuMs, c.dbCpuMs), statements: this.cost.statements + c.statements };
    this.calls += calls;
  }

  /** "app 0.80 / 0.40 ms (2.00×), database 0.70 / 0.69 ms (1.01×)": this cost per call against `other`'s. */
  versus(other: Spent): string {
    const per = (n: number | null, calls: number) => (n === null || !calls ? null : n / calls);
    const pair = (label: string, a: number | null, b: number | null) => (a === null || b === null ? `${label} n/a`
      : `${label} ${a.toFixed(2)} / ${b.toFixed(2)} ms (${(a / b).toFixed(2)}×)`);
    return `${pair('app', per(this.cost.appCpuMs, this.calls), per(other.cost.appCpuMs, other.calls))}, `
      + `${pair('database', per(this.cost.dbCpuMs, this.calls), per(other.cost.dbCpuMs, other.calls))}`;
  }
}
