// Demo reports: a forwarding bot; reporters of varied accuracy (a history of
// decided cases: mostly right, half right, nearly always wrong so weighing 0,
// and new ones); then open cases filed through the intake itself (intake.ts
// `write`), so scores and auto-hide are what the API would make: a few cases
// above visibleScore and one guide auto-hidden. Small: it runs in every seed.
import { sql, type Transaction } from 'kysely';
import type { ReportReason, ReportTargetType } from '../../../contract/reports';
import type { DB } from '../../db/schema';
import type { Rng } from '../../seed/rng';
import type { SeedStep } from '../../seed/types';
import { write } from './intake';

const DAY = 86_400_000;
/** reporters per kind and their history: [upheld, dismissed] */
const KINDS = { good: { n: 8, upheld: 18, dismissed: 2 }, middling: { n: 6, upheld: 5, dismissed: 5 }, wrong: { n: 3, upheld: 1, dismissed: 19 }, fresh: { n: 4, upheld: 0, dismissed: 0 } };
const LIGHT_REASONS: ReportReason[] = ['spam', 'harassment', 'misinformation', 'copyright', 'other'];

async function ids(trx: Transaction<DB>, table: 'articles' | 'builds' | 'live_rooms' | 'users', status?: string, limit = 10): Promise<number[]> {
  let q = trx.selectFrom(table).select('id').orderBy('id').limit(limit);
  if (status) q = q.where('status', '=', status as never);
  return (await q.execute()).map((r) => Number(r.id));
}

/** Decided cases in the past, one per outcome slot, each reporter's decided reports spread over them. */
async function history(trx: Transaction<DB>, now: Date, botId: number, pools: Record<string, number[]>, targets: number[]): Promise<number> {
  const cases: Record<'upheld' | 'dismissed', number[]> = { upheld: [], dismissed: [] };
  for (const outcome of ['upheld', 'dismissed'] as const) {
    for (let i = 0; i < 20; i++) {
      const at = new Date(now.getTime() - (40 + i) * DAY);
      const row = await trx.insertInto('report_cases').values({
        target_type: 'articles', target_id: targets[i % targets.length], status: outcome, score: 0, decided_at: at,
        first_report_at: at, last_report_at: at, created_at: at, updated_at: at,
      }).returning('id').executeTakeFirstOrThrow();
      cases[outcome].push(Number(row.id));
    }
  }
  const rows = Object.entries(KINDS).flatMap(([kind, k]) => pools[kind].flatMap((reporter) => (['upheld', 'dismissed'] as const)
    .flatMap((outcome) => cases[outcome].slice(0, k[outcome]).map((caseId, i) => {
      const at = new Date(now.getTime() - (41 + i) * DAY);
      return { case_id: caseId, bot_id: botId, reporter_id: reporter, target_type: 'articles', target_id: targets[i % targets.length],
        reason: 'spam', outcome, decided_at: new Date(at.getTime() + DAY), created_at: at, last_report_at: at };
    }))));
  if (rows.length) await trx.insertInto('reports').values(rows).execute();
  return rows.length;
}

/** What players write beside a reason (some write nothing). */
const TEXTS: Partial<Record<ReportReason, string[]>> = {
  spam: ['文末全是代练和金币广告链接', '评论区和正文都在引流到外部群', ''],
  cheating: ['推荐使用第三方自动输出插件，属于外挂', '教人怎么绕过检测刷金', '文中在卖账号和代打服务'],
  harassment: ['作者在评论里辱骂提问的玩家', '直播时公开骂人，还带节奏', ''],
  misinformation: ['数据是旧版本的，按这个配装会翻车', '技能描述和实际游戏里完全不一样'],
  copyright: ['整篇搬运自 NGA 的帖子，没有注明出处', ''],
  other: ['标题党', ''],
};

/** Reports on a target from `n` reporters drawn from the non-wrong pools (and one wrong one). */
async function fileOn(trx: Transaction<DB>, rng: Rng, botId: number, reporters: number[], type: ReportTargetType, id: number, reasons: ReportReason[]) {
  for (const reporterId of reporters) {
    const reason = reasons[rng.int(0, reasons.length - 1)];
    const texts = TEXTS[reason] ?? [''];
    await write(trx, botId, { reporterId, targetType: type, targetId: id, reason, text: texts[rng.int(0, texts.length - 1)] });
  }
}

/**
 * The intake stamps the database's clock; demo data follows the seed's "now":
 * the open cases' reports spread over the last two days, the hidden guide's update at it.
 */
async function seedClock(trx: Transaction<DB>, now: Date, hiddenGuide: number): Promise<void> {
  await sql`UPDATE reports SET created_at = ${now}::timestamptz - (id % 48) * interval '1 hour', last_report_at = ${now}::timestamptz - (id % 48) * interval '1 hour'
    WHERE outcome IS NULL`.execute(trx);
  await sql`UPDATE report_cases AS c SET first_report_at = x.first, last_report_at = x.last, created_at = x.first, updated_at = x.last
    FROM (SELECT case_id, min(created_at) AS first, max(created_at) AS last FROM reports WHERE outcome IS NULL GROUP BY case_id) AS x
    WHERE c.id = x.case_id`.execute(trx);
  await trx.updateTable('articles').set({ updated_at: now }).where('id', '=', hiddenGuide).where('updated_at', '>', now).execute();
}

export const reportsStep: SeedStep = {
  name: 'reports',
  async run({ trx, now, rng: rngOf }) {
    const rng = rngOf('reports');
    const bot = await trx.insertInto('bots').values({ name: '举报转发', owner_contact: '社区组', scopes: ['reports:write'], rate_per_minute: 1200, created_at: now, updated_at: now })
      .returning('id').executeTakeFirstOrThrow();
    const users = await ids(trx, 'users', undefined, 21);
    const pools: Record<string, number[]> = {};
    let at = 0;
    for (const [kind, k] of Object.entries(KINDS)) { pools[kind] = users.slice(at, at + k.n); at += k.n; }
    const published = await ids(trx, 'articles', 'published', 8);
    const decided = await history(trx, now, bot.id, pools, published);
    // the guide the community flags hard: eight reliable reporters, cheating → auto-hidden
    await fileOn(trx, rng, bot.id, pools.good, 'articles', published[0], ['cheating']);
    for (const [i, id] of published.slice(1).entries()) {
      const who = [...pools.good.slice(i % 4, i % 4 + 1), ...pools.middling.slice(0, i % 3), ...pools.fresh.slice(0, 1 + (i % 2)), pools.wrong[i % 3]];
      await fileOn(trx, rng, bot.id, who, 'articles', id, LIGHT_REASONS);
    }
    for (const id of await ids(trx, 'builds', 'published', 3)) await fileOn(trx, rng, bot.id, pools.middling.slice(0, 2), 'builds', id, LIGHT_REASONS);
    for (const id of await ids(trx, 'live_rooms', 'approved', 2)) await fileOn(trx, rng, bot.id, pools.fresh.slice(0, 2), 'live_rooms', id, LIGHT_REASONS);
    await fileOn(trx, rng, bot.id, [...pools.good.slice(0, 2), pools.wrong[0]], 'users', users[users.length - 1], ['harassment']);
    await seedClock(trx, now, published[0]);
    const count = async (table: 'reports' | 'report_cases') => Number((await trx.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    return { bots: 1, reports: Math.max(decided, await count('reports')), report_cases: await count('report_cases') };
  },
};
