// Benchmark of the item tooltip (POST /v3/accelerate/tooltip) against a bare
// Fastify route answering a constant envelope, in the same run: req/s at
// BENCH_CONNECTIONS (32) and their ratio (goal ≥ 0.7). The tooltip is called
// as the panel calls it (a staff token, served from the in-process memory),
// then with a bot key (each call counted in the database for the bot's rate).
// Not a test: run by `npm run bench`. Database: TEST_DATABASE_URL, else PGlite.
import { loadavg } from 'node:os';
import Fastify from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/schema';
import { hashKey } from '../../server/modules/bots/keys';
import { runBench } from './app';
import { formatLoad, runLoad, type LoadResult } from './load';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SECRET = 'mdrb_bench-tooltip-key-0123456789';
const ITEMS = 5_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

async function bareRoute(): Promise<{ url: string; close(): Promise<void> }> {
  const bare = Fastify({ logger: false });
  const constant = { code: 1, message: '成功', data: { icon_url: 'https://wow.zamimg.com/images/wow/icons/large/inv_misc_qiraj_jewelglyphed.jpg', name: '测试之刃' } };
  bare.post('/bare', async () => constant);
  const base = await bare.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${base}/bare`, close: () => bare.close() };
}

async function seedItems(db: Kysely<DB>): Promise<void> {
  const version = await db.insertInto('game_versions').values({ name: '11.2.7', build: 64484, released_at: new Date() })
    .returning('id').executeTakeFirstOrThrow();
  for (let i = 0; i < ITEMS; i += 1000) {
    await db.insertInto('game_items').values(Array.from({ length: 1000 }, (_, j) => ({
      type: 0, item_id: 200000 + i + j, game_version_id: version.id, name_zh: `物品${i + j}`, name_en: `Item ${i + j}`,
      icon_url: 'https://wow.zamimg.com/images/wow/icons/large/inv_misc_qiraj_jewelglyphed.jpg', quality: 4, item_level: 600,
    }))).execute();
  }
  const bot = await db.insertInto('bots').values({ name: 'bench', scopes: ['tooltip:read'], rate_per_minute: 100_000 })
    .returning('id').executeTakeFirstOrThrow();
  await db.insertInto('bot_keys').values({ bot_id: bot.id, prefix: SECRET.slice(0, 13), key_hash: hashKey(SECRET) }).execute();
}

runBench(seedItems, 'user', async ({ kind, base, token }) => {
  const bare = await bareRoute();
  try {
    const headers = { appid: '4', 'content-type': 'application/json', lang: 'zh-CN' };
    const body = JSON.stringify({ type: 0, item_id: 201234, game_version_id: 0 });
    const staff = { url: `${base}/v3/accelerate/tooltip`, headers: { ...headers, token }, body };
    const probe = await (await fetch(staff.url, { method: 'POST', headers: staff.headers, body })).json();
    if (probe.code !== 1) throw new Error(`tooltip: code ${probe.code} ${probe.message}`);
    console.log(`${kind}, ${ITEMS} items; load average ${load()}`);
    const run = async (label: string, spec: { url: string; headers: Record<string, string>; body: string }): Promise<LoadResult> => {
      const r = await runLoad({ ...spec, connections: CONNECTIONS, seconds: SECONDS });
      console.log(formatLoad(`${label}, ${CONNECTIONS} conn`, r));
      return r;
    };
    // the machine is shared: bare and tooltip take turns, so a burst of other work weighs on both alike
    const ratios: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const b = await run(`round ${round}: bare Fastify route`, { url: bare.url, headers, body });
      const s = await run(`round ${round}: tooltip (staff token)`, staff);
      ratios.push(s.reqPerSec / b.reqPerSec);
    }
    const k = await run('tooltip (bot key)', { url: staff.url, headers: { ...headers, 'x-bot-key': SECRET }, body });
    const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)];
    console.log(`tooltip / bare with a staff token: ${ratios.map((r) => r.toFixed(2)).join(', ')}; median ${median.toFixed(2)} (goal ≥ 0.7)`);
    console.log(`bot key: ${k.reqPerSec.toFixed(0)} req/s (each call counted in the database for the bot's rate); load average ${load()}`);
  } finally {
    await bare.close();
  }
});
