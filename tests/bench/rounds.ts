// Product against a baseline on a shared machine: rounds alternate (baseline,
// then product, again), so a burst of other work weighs on both alike, and the
// median of the rounds' ratios is the figure (as tests/bench/tooltip.ts does).
import type { LoadResult } from './load';

export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

export interface Compared { ratios: number[]; median: number; bare: LoadResult[]; product: LoadResult[] }

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** ROUNDS rounds of baseline then product; each round's ratio is product calls/s ÷ baseline calls/s. */
export async function alternate(bare: (round: number) => Promise<LoadResult>, product: (round: number) => Promise<LoadResult>): Promise<Compared> {
  const out: Compared = { ratios: [], median: NaN, bare: [], product: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    const b = await bare(round);
    const p = await product(round);
    out.bare.push(b);
    out.product.push(p);
    out.ratios.push(p.reqPerSec / b.reqPerSec);
  }
  out.median = median(out.ratios);
  return out;
}

export function formatRatio(label: string, c: Compared, goal = 0.7): string {
  const rate = (rs: LoadResult[]) => median(rs.map((r) => r.reqPerSec)).toFixed(0);
  return `${label}: product ${rate(c.product)} calls/s, bare ${rate(c.bare)} calls/s (medians); `
    + `ratio per round ${c.ratios.map((r) => r.toFixed(2)).join(', ')}; median ${c.median.toFixed(2)}`
    + ` ${c.median >= goal ? '(goal ≥ ' : '(UNDER the goal of '}${goal})`;
}
