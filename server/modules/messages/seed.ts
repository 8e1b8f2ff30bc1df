// The demo accounts' message centres: about twenty items each for admin and
// user, across messages, notices and todos, older ones mostly read. Article
// items point at real pending and rejected demo articles; the texts are the
// same i18n keys the live events send (so each item reads in both languages),
// and what people wrote (feedback, notes, titles) stays in its own language.
import type { Insertable } from 'kysely';
import type { Params } from '../../core/errors';
import { insertRows } from '../../seed/batch';
import { daysAfter, daysAgo, type Rng } from '../../seed/rng';
import { DEMO_STAFF } from '../../seed/staff';
import type { SeedContext, SeedStep } from '../../seed/types';
import type { MessageTag, MessageTexts, TodoSubject } from './notify';
import type { MessageKind, MessagesTable } from './schema';
import {
  BUILD_PENDING, EXCEPTION_SPIKE, FEEDBACK_ASSIGNED, LIVE_REPORTED, MAINTENANCE, NEW_SIGN_IN, NOTE, RELEASE,
  WEEKLY_REPORT, WITHDRAWAL_REQUESTED,
} from './texts';

interface Item {
  type: MessageKind;
  texts: MessageTexts;
  params: Params;
  at: Date;
  messageType?: MessageTag;
  link?: string;
  subject?: TodoSubject;
}

const staffName = (username: string) => DEMO_STAFF.find((s) => s.username === username)!.name;

const FEEDBACK_SUBJECTS = [
  '充值后电站时长没有到账', 'App crashes when I open the talent calculator', '攻略页面的图片加载很慢',
  'Cannot link my Battle.net account', '举报：评论区有人发代练广告',
];
const BUILD_TITLES = [
  '奥法 11.1 大秘境通用配装', 'Holy Paladin M+ build for patch 11.1', '复仇恶魔猎手低保配装', 'Frost DK raid build for Undermine',
];
const LIVE_ROOMS = ['周末开荒直播间', 'Mythic+ pushing with friends', '怀旧服法师速刷'];
const NOTES = [
  { from: 'reviewer', text: '下周的精选文章我已经列好了，有空帮忙复核一下，周四前定稿。' },
  { from: 'finance', text: 'From now on, withdrawals above ¥5,000 need a second approval. Please loop me in.' },
  { from: 'support', text: '有位作者说文章被误驳回了，工单 #4821，麻烦看一下。' },
  { from: 'reviewer', text: 'Could you check the new raid category order before Thursday\'s patch goes live?' },
];

/** A moment `days` ago, at one minute's precision (as a person would read it). */
const ago = (ctx: SeedContext, days: number) => new Date(Math.floor(daysAgo(ctx.now, days).getTime() / 60_000) * 60_000);
const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The guide module's texts, loaded when the step runs: guide imports this
 * module (notify), so a static import back would be a cycle that leaves one
 * of the two half-initialised for whichever file is loaded first.
 */
const guideTexts = () => import('../guide');

async function pendingArticles(ctx: SeedContext, n: number): Promise<Item[]> {
  const { ARTICLE_PENDING, articleLink } = await guideTexts();
  const rows = await ctx.trx.selectFrom('articles')
    .innerJoin('authors', 'authors.id', 'articles.author_id')
    .innerJoin('guide_categories', 'guide_categories.id', 'articles.category_id')
    .select(['articles.id', 'articles.title', 'articles.updated_at', 'authors.pen_name', 'guide_categories.name'])
    .where('articles.status', '=', 'pending').orderBy('articles.updated_at', 'desc').orderBy('articles.id').limit(n).execute();
  return rows.map((r) => ({
    type: 'todo', texts: ARTICLE_PENDING, params: { author: r.pen_name, title: r.title, category: r.name },
    at: new Date(r.updated_at), messageType: 0, link: articleLink(r.id), subject: { resource: 'articles', id: r.id, state: 'pending' },
  }));
}

async function rejectedArticles(ctx: SeedContext, n: number): Promise<Item[]> {
  const { ARTICLE_REJECTED, articleLink } = await guideTexts();
  const rows = await ctx.trx.selectFrom('articles').select(['id', 'title', 'reason', 'updated_at'])
    .where('status', '=', 'rejected').orderBy('updated_at', 'desc').orderBy('id').limit(n).execute();
  // the demo articles were all reviewed by admin
  return rows.map((r) => ({
    type: 'message', texts: ARTICLE_REJECTED, params: { actor: staffName('admin'), title: r.title, reason: r.reason },
    at: new Date(r.updated_at), link: articleLink(r.id),
  }));
}

async function authorNames(ctx: SeedContext): Promise<string[]> {
  const rows = await ctx.trx.selectFrom('authors').select('pen_name').where('status', '=', 'approved').orderBy('id').execute();
  return rows.map((r) => r.pen_name);
}

/** Notices every staff member gets. */
function notices(ctx: SeedContext, rng: Rng): Item[] {
  const week = (end: number) => `${day(ago(ctx, end + 6)).slice(5)} – ${day(ago(ctx, end)).slice(5)}`;
  const weekly = (end: number): Item => ({
    type: 'notice', texts: WEEKLY_REPORT, at: ago(ctx, end - 0.3), messageType: 1, link: '#/dashboard/workplace',
    params: { week: week(end), articles: rng.int(18, 40), approved: rng.int(10, 30), users: rng.int(40, 120) },
  });
  return [
    { type: 'notice', texts: MAINTENANCE, at: ago(ctx, 0.6), messageType: 3,
      params: { date: day(daysAgo(ctx.now, -3)), from: '02:00', to: '05:00' } },
    { type: 'notice', texts: RELEASE, at: ago(ctx, 5.2), messageType: 1, params: { version: 'v2.4.0' } },
    weekly(1), weekly(8),
  ];
}

function feedback(ctx: SeedContext, rng: Rng, n: number): Item[] {
  return rng.shuffle(FEEDBACK_SUBJECTS).slice(0, n).map((subject) => ({
    type: 'todo', texts: FEEDBACK_ASSIGNED, at: ago(ctx, rng.float(0.1, 6)), messageType: 0, link: '#/wow_feedback/feedback',
    params: { actor: staffName('support'), ticket: rng.int(4700, 4990), subject },
  }));
}

function liveReport(ctx: SeedContext, rng: Rng): Item {
  return { type: 'todo', texts: LIVE_REPORTED, at: ago(ctx, rng.float(0.05, 0.5)), messageType: 3, link: '#/wow_live/live',
    params: { room: rng.pick(LIVE_ROOMS), count: rng.int(6, 15) } };
}

function notes(ctx: SeedContext, rng: Rng, picks: number[]): Item[] {
  return picks.map((i) => ({
    type: 'message', texts: NOTE, at: ago(ctx, rng.float(0.2, 9)), params: { actor: staffName(NOTES[i].from), text: NOTES[i].text },
  }));
}

async function adminItems(ctx: SeedContext, rng: Rng): Promise<Item[]> {
  const authors = await authorNames(ctx);
  const withdrawals = [0, 1, 2].map((): Item => ({
    type: 'todo', texts: WITHDRAWAL_REQUESTED, at: ago(ctx, rng.float(0.1, 4)), messageType: 0, link: '#/wow_author/withdraws',
    params: { author: rng.pick(authors), amount: (rng.int(20, 900) * 10).toLocaleString('en-US') },
  }));
  return [
    ...await pendingArticles(ctx, 5), ...withdrawals, ...feedback(ctx, rng, 1), liveReport(ctx, rng),
    { type: 'notice', texts: EXCEPTION_SPIKE, at: ago(ctx, 0.15), messageType: 3, link: '#/exception/exc',
      params: { count: rng.int(120, 400), fingerprint: 'TypeError: talentTree is undefined' } },
    { type: 'notice', texts: NEW_SIGN_IN, at: ago(ctx, 2.4), messageType: 1,
      params: { time: `${day(ago(ctx, 2.4))} 21:42`, device: 'Chrome / macOS', ip: '203.0.113.24' } },
    ...notes(ctx, rng, [1, 2, 3]), ...notices(ctx, rng),
  ];
}

async function userItems(ctx: SeedContext, rng: Rng): Promise<Item[]> {
  const authors = await authorNames(ctx);
  const builds = rng.shuffle(BUILD_TITLES).slice(0, 2).map((title): Item => ({
    type: 'todo', texts: BUILD_PENDING, at: ago(ctx, rng.float(0.2, 3)), messageType: 0, link: '#/wow_build/bulid',
    params: { author: rng.pick(authors), title },
  }));
  return [
    ...await pendingArticles(ctx, 4), ...await rejectedArticles(ctx, 3), ...builds, ...feedback(ctx, rng, 3),
    liveReport(ctx, rng), ...notes(ctx, rng, [0, 3]), ...notices(ctx, rng),
  ];
}

/** Older items are mostly read, the last day's mostly not. */
function toRow(ctx: SeedContext, rng: Rng, adminId: number, item: Item): Insertable<MessagesTable> {
  const age = (ctx.now.getTime() - item.at.getTime()) / 86_400_000;
  const read = rng.chance(age > 3 ? 0.85 : age > 1 ? 0.5 : 0.15);
  return {
    admin_id: adminId, type: item.type, title: item.texts.title, sub_title: item.texts.subTitle ?? '', content: item.texts.content,
    params: JSON.stringify(item.params), message_type: item.messageType ?? null, link: item.link ?? null,
    subject_resource: item.subject?.resource ?? null, subject_id: item.subject ? String(item.subject.id) : null, subject_state: item.subject?.state ?? null,
    status: read ? 1 : 0, read_at: read ? daysAfter(item.at, rng.float(0.01, Math.min(age, 1)), ctx.now) : null, created_at: item.at,
  };
}

export const messagesStep: SeedStep = {
  name: 'messages',
  async run(ctx) {
    const rng = ctx.rng('messages');
    const staff = await ctx.trx.selectFrom('admins').select(['id', 'username'])
      .where('username', 'in', ['admin', 'user']).orderBy('id').execute();
    const rows: Insertable<MessagesTable>[] = [];
    for (const { id, username } of staff) {
      const items = username === 'admin' ? await adminItems(ctx, rng) : await userItems(ctx, rng);
      rows.push(...items.sort((a, b) => a.at.getTime() - b.at.getTime()).map((item) => toRow(ctx, rng, id, item)));
    }
    const ids = await insertRows(ctx.trx, 'messages', rows);
    return { messages: ids.length };
  },
};
