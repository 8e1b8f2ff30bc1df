// JSON bodies built to hold the server while staying inside the body limits of
// the code before per-route limits (1 MB, 32 deep, 10,000 items an array,
// 10,000 fields): 9,999 arrays 30 deep (605 KB) and 9,999 fields each holding
// arrays 25 deep, sent by 10 clients at once, over and over, to the public
// sign-in and to a signed-in list. /health is polled every 20 ms from a worker
// thread meanwhile: p50 / p95 / max, each also as a ratio to the same poll on
// the idle app in the same run. Not a test: `npm run bench:bodies`.
// BENCH_SECONDS (5) per attack; database: TEST_DATABASE_URL, else PGlite.
import { loadavg } from 'node:os';
import { runBench } from './app';
import { formatStats, startPolls, statsOf, type Stats } from './poll';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CLIENTS = 10;
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

/** 9,999 arrays side by side, each `levels` deep: with what holds them, 32 levels, the old limit. */
const deep = (levels: number) => `[${Array.from({ length: 9_999 }, () => nested(levels)).join(',')}]`;
const KEYS = `{${Array.from({ length: 9_997 }, (_, i) => `"k${i}":${nested(25)}`).join(',')}}`;
const ATTACKS: { name: string; path: string; body: string; signedIn?: boolean }[] = [
  { name: 'sign-in, 9,999 arrays 30 deep', path: '/api/user/login', body: `{"username":${deep(30)},"password":"x"}` },
  { name: 'sign-in, 9,999 fields of arrays 25 deep', path: '/api/user/login', body: `{"username":"x","password":"x","extra":${KEYS}}` },
  { name: 'signed-in list, 9,999 arrays 29 deep', path: '/mdr/users/list', body: `{"filter":{"q":${deep(29)}}}`, signedIn: true },
];

const ratio = (s: Stats, idle: Stats) =>
  `× ${(s.p50 / idle.p50).toFixed(1)} / ${(s.p95 / idle.p95).toFixed(1)} / ${(s.max / idle.max).toFixed(1)} of idle (p50 / p95 / max)`;

runBench(async () => {}, '*', async ({ kind, base, token }) => {
  const health = { name: 'health', url: `${base}/health`, intervalMs: 20 };
  const idlePolls = startPolls([health]);
  await idlePolls.ready;
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const idle = statsOf((await idlePolls.stop())[0].times);
  console.log(`${kind}; ${CLIENTS} clients, ${SECONDS} s each; load average ${load()}`);
  console.log(`idle: /health ${formatStats(idle)}`);
  for (const attack of ATTACKS) {
    const polls = startPolls([health]);
    await polls.ready;
    // its own worker: the attack starts once the poll runs, and its clients' work is not the poll's
    const attackers = startPolls([{
      name: 'attack', url: `${base}${attack.path}`, method: 'POST', body: attack.body, concurrency: CLIENTS,
      headers: { appid: '4', 'content-type': 'application/json', lang: 'en-US', ...(attack.signedIn ? { token } : {}) },
    }]);
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    const [[sent], [polled]] = [await attackers.stop(), await polls.stop()];
    const s = statsOf(polled.times);
    const bodies = statsOf(sent.times);
    console.log(`${attack.name} (${(attack.body.length / 1024).toFixed(0)} KB): ${bodies.count} bodies answered `
      + `(${Object.entries(sent.codes).map(([c, n]) => `${n} × ${c}`).join(', ')}), each in p50 ${bodies.p50.toFixed(0)} ms`);
    console.log(`  /health meanwhile: ${formatStats(s)}; ${ratio(s, idle)}`);
  }
  console.log(`load average ${load()}`);
});
