// Demo live rooms: 120 streamers' rooms in Chinese and English, in every state
// (applying, approved, rejected, banned until a later day, a ban already over
// that reads approved), some live now with viewers, ten featured in order, and
// the audited history each state implies. Deterministic: every pick is a hash
// of the room's number (no random stream), as the users seed does in SQL.
import { LIVE_CATEGORIES, type LiveCategory } from '../../../contract/live_rooms';
import type { DB } from '../../db/schema';
import { insertRows } from '../../seed/batch';
import type { SeedStep } from '../../seed/types';
import type { Insertable } from 'kysely';

export const LIVE_ROOM_COUNT = 120;
const FEATURED = 10;
const DAY = 86_400_000;

/** A deterministic number in [0, 1) from the room number and a salt (FNV-1a). */
function unit(n: number, salt: string): number {
  let h = 0x811c9dc5;
  for (const ch of `${n}:${salt}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h / 0x1_0000_0000;
}
const pick = <T>(list: readonly T[], n: number, salt: string): T => list[Math.floor(unit(n, salt) * list.length)];

const TITLES: Record<'zh' | 'en', Record<LiveCategory, readonly string[]>> = {
  zh: {
    raid: ['史诗团本开荒第三晚', '团本速通教学', '新团本首杀冲刺'], mythic_plus: ['大秘境 20 层冲分', '大秘境路线讲解', '低保大秘境带新人'],
    pvp: ['竞技场 2200 分冲刺', '战场日常娱乐局', '单挑技巧教学'], leveling: ['新号满级速升', '怀旧服练级路线', '新职业体验练级'],
    chat: ['深夜闲聊答疑', '聊聊新版本天赋', '观众配装点评'], other: ['幻化收集之旅', '成就党日常', '拍卖行赚金教学'],
  },
  en: {
    raid: ['Mythic raid progress night 3', 'Raid speedrun guide', 'Race to world first'], mythic_plus: ['Pushing +20 keys', 'Dungeon routes explained', 'Weekly vault keys with viewers'],
    pvp: ['Arena push to 2200', 'Casual battlegrounds', 'Duelling tips'], leveling: ['Fast levelling a new alt', 'Classic levelling route', 'Trying the new class'],
    chat: ['Late-night Q&A', 'Talking about the new talents', 'Reviewing viewers\u2019 builds'], other: ['Transmog hunting', 'Achievement grind', 'Gold-making with the auction house'],
  },
};

const REJECT = { zh: ['房间信息不完整', '重复申请'], en: ['Room details incomplete', 'Duplicate application'] };
const BAN = { zh: ['直播内容违规', '宣传外挂或作弊工具'], en: ['Stream content breaks the rules', 'Promoting cheats'] };

type Room = Insertable<DB['live_rooms']>;
type Entry = { n: number; action: string; before: object; after: object; at: Date };

/** Room n's state: applying for the newest, then a mix; bans both current and over. */
function stateOf(n: number): 'applying' | 'approved' | 'rejected' | 'banned' | 'ban_over' {
  if (n > LIVE_ROOM_COUNT - 12) return 'applying';
  if (n % 11 === 3) return 'rejected';
  if (n % 13 === 5) return 'banned';
  if (n % 17 === 8) return 'ban_over';
  return 'approved';
}

function planRoom(n: number, userId: number, now: Date, history: Entry[]): Room {
  const lang = unit(n, 'lang') < 0.6 ? 'zh' : 'en';
  const category = pick(LIVE_CATEGORIES, n, 'cat');
  const state = stateOf(n);
  // the oldest rooms applied four months ago, the newest today
  const createdAt = new Date(now.getTime() - (LIVE_ROOM_COUNT - n + unit(n, 'age')) * DAY);
  const at = (days: number) => new Date(Math.min(now.getTime() - 60_000, createdAt.getTime() + days * DAY));
  const reason = state === 'rejected' ? pick(REJECT[lang], n, 'r') : state === 'applying' || state === 'approved' ? '' : pick(BAN[lang], n, 'b');
  if (state !== 'applying') {
    const to = state === 'rejected' ? 'rejected' : 'approved';
    history.push({ n, action: state === 'rejected' ? 'reject' : 'approve', before: { status: 'applying' }, after: { status: to, ...(state === 'rejected' ? { reason } : {}) }, at: at(1) });
  }
  let bannedUntil: Date | null = null;
  if (state === 'banned' || state === 'ban_over') {
    const bannedAt = at(10);
    bannedUntil = state === 'banned' ? new Date(now.getTime() + (1 + (n % 20)) * DAY) : new Date(bannedAt.getTime() + 3 * DAY);
    history.push({ n, action: 'ban', before: { status: 'approved' }, after: { status: 'banned', reason, bannedUntil: bannedUntil.toISOString() }, at: bannedAt });
  }
  const open = state === 'approved' || state === 'ban_over';
  const liveNow = open && unit(n, 'live') < 0.45;
  return {
    user_id: userId, title: pick(TITLES[lang][category], n, 'title'),
    cover_url: `https://picsum.photos/seed/live${n}/640/360`, category,
    platform_room_id: String(2_000_000 + n * 37 + Math.floor(unit(n, 'room') * 30)),
    live_now: liveNow, viewers: liveNow ? Math.floor(50 + unit(n, 'v') ** 3 * 40000) : 0,
    featured: false, sort_order: null,
    status: state === 'ban_over' ? 'banned' : state, reason, banned_until: bannedUntil,
    created_at: createdAt, updated_at: history.filter((h) => h.n === n).at(-1)?.at ?? createdAt,
    version: 1 + history.filter((h) => h.n === n).length,
  };
}

/** The first FEATURED approved rooms with the most viewers, in that order, each featured with its audit row. */
function feature(rooms: Room[], now: Date, history: Entry[]): void {
  const order = rooms.map((room, i) => ({ room, n: i + 1 })).filter(({ n }) => stateOf(n) === 'approved')
    .sort((a, b) => Number(b.room.viewers) - Number(a.room.viewers) || a.n - b.n).slice(0, FEATURED);
  order.forEach(({ room, n }, i) => {
    room.featured = true;
    room.sort_order = i + 1;
    room.version = Number(room.version) + 1;
    history.push({ n, action: 'feature', before: { featured: false, sortOrder: null }, after: { featured: true, sortOrder: i + 1 }, at: new Date(now.getTime() - (FEATURED - i) * 3_600_000) });
  });
}

export const liveStep: SeedStep = {
  name: 'live rooms (applications, bans, featured order, history)',
  async run({ trx, now }) {
    const users = await trx.selectFrom('users').select('id').orderBy('id').limit(3000).execute();
    const admin = await trx.selectFrom('admins').select(['id', 'username']).where('username', 'in', ['admin', 'user'])
      .orderBy('id').execute();
    const history: Entry[] = [];
    const rooms = Array.from({ length: LIVE_ROOM_COUNT }, (_, i) =>
      planRoom(i + 1, users[Math.floor(unit(i + 1, 'user') * users.length)].id, now, history));
    feature(rooms, now, history);
    const ids = await insertRows(trx, 'live_rooms', rooms);
    const audit = history.map((h) => {
      const by = admin[h.n % admin.length];
      return {
        actor_id: by.id, actor_name: by.username, action: h.action, resource: 'live_rooms', record_id: String(ids[h.n - 1]),
        before: JSON.stringify(h.before), after: JSON.stringify(h.after), created_at: h.at,
      };
    });
    for (let i = 0; i < audit.length; i += 200) await trx.insertInto('audit_log').values(audit.slice(i, i + 200)).execute();
    return { live_rooms: ids.length };
  },
};
