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
  const sumDb = async () => {
    if (!probe) return null;
    const times = (await backendPids(probe)).map((pid) => procCpuMs(String(pid)));
    return times.some((t) => t === null) ? null : (times as number[]).reduce((a, b) => a + b, 0);
  };
  const app0 = procCpuMs(`self/task/${process.pid}`);
  const db0 = await sumDb();
  const n0 = counter.count;
  return async () => {
    const app1 = procCpuMs(`self/task/${process.pid}`);
    const db1 = await sumDb();
    return {
      appCpuMs: app0 === null || app1 === null ? null : app1 - app0,
      dbCpuMs: db0 === null || db1 === null ? null : db1 - db0,
      statements: counter.count - n0,
    };
  };
}

export function formatCost(c: Cost, calls: number): string {
  const per = (n: number | null) => (n === null || !calls ? 'n/a' : (n / calls).toFixed(2));
  return `  cost per call: app CPU ${per(c.appCpuMs)} ms, database CPU ${per(c.dbCpuMs)} ms, ${per(c.statements)} SQL statements`;
}
