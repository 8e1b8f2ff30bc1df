// npm run bench:start: how long the embedded product takes to answer, as `npm start` runs it with the panel
// and the server already built: on a new, empty data folder (migrations and the demo data on PGlite), then
// again on that same folder (a restart). BENCH_START_RUNS (2) of each, one after the other; prints each
// time and the median. A figure for comparing two checkouts or two versions of a dependency on one machine
// in one session (docs/performance.md "The platform's majors"), not a test.
import { startServer, type RunningServer } from '../e2e/product';

const RUNS = Number(process.env.BENCH_START_RUNS ?? 2);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Starts the product, timing it; a start that built the panel or the server first times the build, not the start. */
async function timed(run: () => Promise<RunningServer>): Promise<[RunningServer, number]> {
  const t0 = performance.now();
  const server = await run();
  const took = performance.now() - t0;
  if (/Building the panel|Built the server/.test(server.output())) {
    await server.stop();
    throw new Error('bench:start: the start built something first; run `npm run build`, then the bench');
  }
  return [server, took];
}

const empty: number[] = [];
const restart: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  const [first, took] = await timed(() => startServer());
  empty.push(took);
  await first.stop({ keepData: true });
  // the same folder again (startServer's own new folder stays unused)
  const [second, again] = await timed(() => startServer({ DATA_DIR: first.dataDir ?? '' }));
  restart.push(again);
  await second.stop();
  await first.stop();
  console.log(`run ${i + 1}: empty folder ${seconds(took)}, restart ${seconds(again)}`);
}
console.log(`${process.version}: empty folder with demo data, median ${seconds(median(empty))}; restart, median ${seconds(median(restart))}`);
