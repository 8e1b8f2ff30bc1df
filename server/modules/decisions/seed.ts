// Demo decisions: the restrictions the earlier steps left (rejected and hidden
// guides and builds, refused and banned rooms, muted and banned users, refused
// and suspended authors) written as the decisions they were, with their
// statements as notices and their strikes; then appeals against some of them:
// open ones on the desk, upheld ones, and overturned ones whose targets were
// restored. The reports step's auto-hide wrote its own decision already.
import { sql, type Transaction } from 'kysely';
import {
  APPEAL_WINDOW_DAYS, STRIKE_DAYS, reasonCodeOf, statementOf, type DecisionTarget,
} from '../../../contract/decisions';
import type { DB } from '../../db/schema';
import type { SeedStep } from '../../seed/types';
import { affectedUser } from './decide';

const DAY = 86_400_000;

/**
 * When it was decided: the records' own times are the seed's "now", so each is spread over the
 * time after it was created (a few hours to three days later), users' over the last day.
 */
const when = (created: string) => sql`LEAST(${sql.raw(created)} + ((id * 37) % 70 + 2) * interval '1 hour', now() - ((id * 13) % 20 + 1) * interval '1 hour')`;

interface Restricted { type: DecisionTarget; id: number; action: string; reason: string; at: Date; by: number | null; title: string | null; ends: Date | null }

/** Every restricted record the earlier steps left, oldest first. */
async function restricted(trx: Transaction<DB>): Promise<Restricted[]> {
  const { rows } = await sql<Omit<Restricted, 'id'> & { id: string }>`
    SELECT 'articles' AS type, id, CASE status WHEN 'rejected' THEN 'reject' ELSE 'hide' END AS action, reason, ${when('created_at')} AS at, reviewed_by AS by, title, NULL::timestamptz AS ends
      FROM articles WHERE status IN ('rejected', 'hidden')
    UNION ALL SELECT 'builds', id, CASE status WHEN 'rejected' THEN 'reject' ELSE 'hide' END, reason, ${when('created_at')}, reviewed_by, title, NULL
      FROM builds WHERE status IN ('rejected', 'hidden')
    UNION ALL SELECT 'live_rooms', id, CASE status WHEN 'rejected' THEN 'reject' ELSE 'ban' END, reason, ${when('created_at')}, NULL, title, banned_until
      FROM live_rooms WHERE status IN ('rejected', 'banned')
    UNION ALL SELECT 'users', id, 'mute', moderation_reason, ${when('now() - interval \'1 day\'')}, NULL, nickname, muted_until FROM users WHERE muted_until > now()
    UNION ALL SELECT 'users', id, 'ban', moderation_reason, ${when('now() - interval \'1 day\'')}, NULL, nickname, banned_until FROM users WHERE banned_forever OR banned_until > now()
    UNION ALL SELECT 'authors', id, CASE status WHEN 'rejected' THEN 'reject' ELSE 'suspend' END, reason, ${when('created_at')}, reviewed_by, pen_name, NULL
      FROM authors WHERE status IN ('rejected', 'suspended')
    ORDER BY at, type, id`.execute(trx);
  return rows.map((r) => ({ ...r, id: Number(r.id), by: r.by === null ? null : Number(r.by) }));
}

/** One decision with its notice and (within 90 days) its strike, at the time the record was restricted. */
async function write(trx: Transaction<DB>, r: Restricted, by: number): Promise<{ id: number; userId: number | null }> {
  const userId = await affectedUser(trx, r.type, r.id);
  const reasonCode = reasonCodeOf(r.type, r.action, r.reason);
  const until = new Date(r.at.getTime() + APPEAL_WINDOW_DAYS * DAY);
  const row = await trx.insertInto('decisions').values({
    target_type: r.type, target_id: r.id, user_id: userId, action: r.action, reason_code: reasonCode, facts: r.reason, decided_by: by,
    decided_at: r.at, appealable_until: until, ends_at: r.ends, submitted_at: r.action === 'reject' ? new Date(r.at.getTime() - 9 * 3_600_000) : null,
    created_at: r.at, updated_at: r.at,
  }).returning('id').executeTakeFirstOrThrow();
  if (userId === null) return { id: row.id, userId };
  const s = { targetType: r.type, action: r.action, title: r.title, reasonCode, facts: r.reason, automated: false,
    endsAt: r.ends?.toISOString() ?? null, appealableUntil: until.toISOString() };
  await trx.insertInto('notices').values({
    user_id: userId, kind: 'decision', decision_id: row.id, text: statementOf(s, 'zh-CN'), text_en: statementOf(s, 'en-US'), created_at: r.at,
  }).execute();
  await trx.insertInto('strikes').values({ user_id: userId, decision_id: row.id, created_at: r.at, expires_at: new Date(r.at.getTime() + STRIKE_DAYS * DAY) }).execute();
  return { id: row.id, userId };
}

/** What players write, by what was decided about them. */
const APPEAL_TEXTS: Record<DecisionTarget, string[]> = {
  articles: ['我的攻略里没有任何广告链接，那个链接是游戏官网的。', '数据是最新版本的，我在测试服验证过。'],
  builds: ['这是我自己原创的配装，不是抄袭，有创作过程截图。', '配装已经按新版本更新过了，请重新审核。'],
  live_rooms: ['直播间标题已经修改，请重新审核。', '当时是观众在刷屏，不是我在宣传外挂。'],
  users: ['我只是和朋友开玩笑，没有辱骂别人，请再核实一下。', '当时账号被盗了，不是我本人发的内容。'],
  authors: ['实名信息已经补全，请再看一下。', '我已经发布了更多作品，希望重新审核。'],
};

/** The newest decisions with a user, within the appeal window, taking each kind of target in turn. */
function appealable(now: Date, made: Made[], n: number): Made[] {
  const recent = made.filter((m) => m.userId !== null && m.r.at.getTime() > now.getTime() - 12 * DAY).reverse();
  const byType = new Map<string, Made[]>();
  for (const m of recent) byType.set(m.r.type, [...(byType.get(m.r.type) ?? []), m]);
  const picked: Made[] = [];
  for (let round = 0; picked.length < n && round < recent.length; round++) {
    for (const list of byType.values()) if (list[round] && picked.length < n) picked.push(list[round]);
  }
  return picked;
}

interface Made { id: number; userId: number | null; r: Restricted; by: number }

/** Appeals on the newest decisions with users: four open, two upheld, two overturned (their targets restored). */
async function appeals(trx: Transaction<DB>, now: Date, made: Made[], staff: number[]): Promise<number> {
  const open = appealable(now, made, 8);
  for (const [i, m] of open.entries()) {
    const outcome = i < 4 ? 'open' : i < 6 ? 'upheld' : 'overturned';
    // filed after the decision, decided a day later at most, both in the past
    const at = new Date(Math.min(m.r.at.getTime() + (i + 1) * 3_600_000, now.getTime() - 2 * 3_600_000));
    const decider = staff.find((s) => s !== m.by) ?? null;
    const decidedAt = outcome === 'open' ? null : new Date(Math.min(at.getTime() + 20 * 3_600_000, now.getTime() - 3_600_000));
    await trx.insertInto('appeals').values({
      decision_id: m.id, user_id: m.userId!, text: APPEAL_TEXTS[m.r.type][i % 2], status: outcome,
      note: outcome === 'open' ? '' : outcome === 'upheld' ? '复核后维持原处理' : '复核后认定原处理有误', decided_by: outcome === 'open' ? null : decider,
      decided_at: decidedAt, created_at: at, updated_at: decidedAt ?? at,
    }).execute();
    if (decidedAt) {
      const [zh, en] = outcome === 'upheld' ? ['您的申诉已处理：原处理决定维持不变。', 'Your appeal was reviewed: the decision stands.']
        : ['您的申诉已处理：原处理决定已撤销，相关限制已解除。', 'Your appeal was reviewed: the decision was overturned and its restriction lifted.'];
      await trx.insertInto('notices').values({ user_id: m.userId!, kind: 'appeal_outcome', decision_id: m.id, text: zh, text_en: en, created_at: decidedAt }).execute();
    }
    if (outcome !== 'overturned') continue;
    await trx.updateTable('decisions').set({ status: 'overturned' }).where('id', '=', m.id).execute();
    await trx.updateTable('strikes').set({ removed_at: decidedAt, removed_why: 'overturned' }).where('decision_id', '=', m.id).execute();
    if (m.r.type === 'users') await sql`UPDATE users SET muted_until = NULL, banned_until = NULL, banned_forever = false WHERE id = ${m.r.id}`.execute(trx);
    else if (m.r.type === 'live_rooms') await sql`UPDATE live_rooms SET status = 'approved', banned_until = NULL, reason = '' WHERE id = ${m.r.id}`.execute(trx);
    else if (m.r.type === 'authors') await sql`UPDATE authors SET status = 'approved', reason = '' WHERE id = ${m.r.id}`.execute(trx);
    else await sql`UPDATE ${sql.table(m.r.type)} SET status = 'published', reason = '', published_at = coalesce(published_at, ${decidedAt}) WHERE id = ${m.r.id}`.execute(trx);
  }
  return open.length;
}

export const decisionsStep: SeedStep = {
  name: 'decisions',
  async run({ trx, now, rng: rngOf }) {
    const rng = rngOf('decisions');
    const staff = (await trx.selectFrom('admins').select('id').where('role', 'in', ['*', 'reviewer']).orderBy('id').execute()).map((a) => a.id);
    const made: Made[] = [];
    const earlier = new Set((await trx.selectFrom('decisions').select(['target_type', 'target_id']).execute()).map((d) => `${d.target_type}.${d.target_id}`));
    // the reports step's auto-hide decided its own already
    for (const r of (await restricted(trx)).filter((x) => !earlier.has(`${x.type}.${x.id}`))) {
      const by = r.by ?? staff[rng.int(0, staff.length - 1)];
      made.push({ ...(await write(trx, r, by)), r, by });
    }
    const appealed = await appeals(trx, now, made, staff);
    const count = async (table: 'decisions' | 'notices' | 'strikes') => Number((await trx.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    return { decisions: await count('decisions'), notices: await count('notices'), strikes: await count('strikes'), appeals: appealed };
  },
};
