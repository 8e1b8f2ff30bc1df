// The article list against its page's statement alone (docs/performance.md,
// "The API against bare node:http"): the bare server (tests/bench/bare.ts)
// answers only the statement that reads the page's rows joined to category and
// author, the very SQL the product sent for that page (recorded off the wire),
// and nothing for the total. What the product pays beyond it is its own layers
// and whatever its total costs. Goals: calls/s at least 0.7 of the bare
// server's, at 32 connections and at 1, and a p97.5 at 1 connection of 10 ms
// at most. Rounds alternate (tests/bench/rounds.ts), medians are the figures.
import { loadavg } from 'node:os';
import { queryOn, type BareRoute } from './bare';
import { formatLoad, runLoad, type LoadResult, type LoadSpec } from './load';
import { alternate, median, type Compared } from './rounds';
import type { Statement, Wave } from './statements';

const RATIO_GOAL = 0.7;
const P975_GOAL_MS = 10;

/** The page's statement among a call's: the one reading rows joined to their lookups (not a count, not an EXPLAIN). */
export function pageStatement(waves: Wave[]): Statement {
  const page = waves.flat().filter((s) => /\bjoin\b/i.test(s.text) && !/count\(\*\)|^\s*explain/i.test(s.text)).at(-1);
  if (!page) throw new Error('no page statement among the recorded SQL');
  return page;
}

/** The bare server's route for a page: that one statement, its rows answered raw. */
export function pageRoute(page: Statement): BareRoute {
  return async (_body, pool) => ({ list: await queryOn(pool)(page.text, page.values) });
}

type Spec = Omit<LoadSpec, 'connections' | 'seconds'>;
export interface PageAloneCall { label: string; product: Spec; bare: Spec }

const mark = (ok: boolean) => (ok ? '✓' : '✗');

async function compare(call: PageAloneCall, connections: number, seconds: number): Promise<Compared> {
  const side = (name: string, spec: Spec) => async (round: number): Promise<LoadResult> => {
    const r = await runLoad({ ...spec, connections, seconds });
    console.log(formatLoad(`  ${connections} conn, ${name}, round ${round}`, r));
    return r;
  };
  return alternate(side('page alone', call.bare), side('product', call.product));
}

function summary(connections: number, c: Compared): string {
  const rate = (rs: LoadResult[]) => median(rs.map((r) => r.reqPerSec)).toFixed(0);
  return `  ${mark(c.median >= RATIO_GOAL)} ${connections} conn: product ${rate(c.product)} calls/s, page alone ${rate(c.bare)} calls/s,`
    + ` ratio ${c.median.toFixed(2)} (rounds ${c.ratios.map((r) => r.toFixed(2)).join(', ')}; goal ≥ ${RATIO_GOAL})`;
}

/** Each call at `connections` and at 1 connection against its page alone; prints the ratios and the 1-connection p97.5. */
export async function pageAloneFigures(calls: PageAloneCall[], connections: number, seconds: number, soloSeconds: number): Promise<void> {
  console.log(`\nlist against its page's statement alone (bare node:http + pg), ${connections} connections for ${seconds} s`
    + ` and 1 for ${soloSeconds} s, alternating:`);
  const lines: string[] = [];
  for (const call of calls) {
    console.log(call.label);
    const many = await compare(call, connections, seconds);
    const one = await compare(call, 1, soloSeconds);
    const p975 = median(one.product.map((r) => r.p975 ?? NaN));
    const bareP975 = median(one.bare.map((r) => r.p975 ?? NaN));
    lines.push(`${call.label}\n${summary(connections, many)}\n${summary(1, one)}`
      + `\n  ${mark(p975 <= P975_GOAL_MS)} 1 conn p97.5: product ${p975.toFixed(1)} ms, page alone ${bareP975.toFixed(1)} ms (goal ≤ ${P975_GOAL_MS} ms)`);
  }
  const load = loadavg().map((n) => n.toFixed(2)).join(' ');
  console.log(`\nproduct / its page's statement alone, load average ${load}:\n${lines.join('\n')}`);
}
