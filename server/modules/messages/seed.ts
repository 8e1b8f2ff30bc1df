// The demo accounts' message centres: about twenty items each for admin and
// user, across messages, notices and todos, older ones mostly read. Article
// items point at real pending and rejected demo articles; the texts are the
// same i18n keys the live events send (so each item reads in both languages),
// and what people wrote (feedback, notes, titles) stays in its own language.
import type { Insertable } from 'kysely';
import { insertRows } from '../../seed/batch';
import { daysAfter, daysAgo, type Rng } from '../../seed/rng';
import type { SeedContext, SeedStep } from '../../seed/types';
import type { MessagesTable } from './schema';
import { ago, buildTodos, feedbackTodos, liveTodo, staffName, withdrawalTodos, type Item } from './seed-todos';
import { EXCEPTION_SPIKE, MAINTENANCE, NEW_SIGN_IN, NOTE, RELEASE, WEEKLY_REPORT } from './texts';
const NOTES = [
  { from: 'reviewer', text: '下周的精选文章我已经列好了，有空帮忙复核一下，周四前定稿。' },
  { from: 'finance', text: 'From now on, withdrawals above ¥5,000 need a second approval. Please loop me in.' },
  { from: 'support', text: '有位作者说文章被误驳回了，麻烦看一下。' },
  { from: 'reviewer', text: 'Could you check the new raid category order before Thursday\'s patch goes live?' },
];

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

function notes(ctx: SeedContext, rng: Rng, picks: number[]): Item[] {
  return picks.map((i) => ({
    type: 'message', texts: NOTE, at: ago(ctx, rng.float(0.2, 9)), params: { actor: staffName(NOTES[i].from), text: NOTES[i].text },
  }));
}

async function adminItems(ctx: SeedContext, rng: Rng): Promise<Item[]> {
  return [
    ...await pendingArticles(ctx, 5), ...await withdrawalTodos(ctx, 3), ...await feedbackTodos(ctx, 1), ...await liveTodo(ctx, rng),
    { type: 'notice', texts: EXCEPTION_SPIKE, at: ago(ctx, 0.15), messageType: 3, link: '#/exception/exc',
      params: { count: rng.int(120, 400), fingerprint: 'TypeError: talentTree is undefined' } },
    { type: 'notice', texts: NEW_SIGN_IN, at: ago(ctx, 2.4), messageType: 1,
      params: { time: `${day(ago(ctx, 2.4))} 21:42`, device: 'Chrome / macOS', ip: '203.0.113.24' } },
    ...notes(ctx, rng, [1, 2, 3]), ...notices(ctx, rng),
  ];
}

async function userItems(ctx: SeedContext, rng: Rng): Promise<Item[]> {
  return [
    ...await pendingArticles(ctx, 4), ...await rejectedArticles(ctx, 3), ...await buildTodos(ctx, 2), ...await feedbackTodos(ctx, 3),
    ...await liveTodo(ctx, rng), ...notes(ctx, rng, [0, 3]), ...notices(ctx, rng),
  ];
}

/** Older items are mostly read, the last day's mostly not; `waiting` (a colleague's newest note) is unread. */
function toRow(ctx: SeedContext, rng: Rng, adminId: number, item: Item, waiting = false): Insertable<MessagesTable> {
  const age = (ctx.now.getTime() - item.at.getTime()) / 86_400_000;
  const read = rng.chance(age > 3 ? 0.85 : age > 1 ? 0.5 : 0.15) && !waiting;
  return {
    admin_id: adminId, type: item.type, title: item.texts.title, sub_title: item.texts.subTitle ?? '', content: item.texts.content,
    params: JSON.stringify(item.params), message_type: item.messageType ?? null, link: item.link ?? null,
    subject_resource: item.subject?.resource ?? null, subject_id: item.subject ? String(item.subject.id) : null, subject_state: item.subject?.state ?? null,
    status: read ? 1 : 0, read_at: read ? daysAfter(item.at, rng.float(0.01, Math.min(age, 1)), ctx.now) : null, created_at: item.at,
  };
}

export const messagesStep: SeedStep = {
  name: 'messages',
  // the to-dos name other modules' records (./seed-todos.ts)
  last: true,
  async run(ctx) {
    const rng = ctx.rng('messages');
    const staff = await ctx.trx.selectFrom('admins').select(['id', 'username'])
      .where('username', 'in', ['admin', 'user']).orderBy('id').execute();
    const rows: Insertable<MessagesTable>[] = [];
    for (const { id, username } of staff) {
      const items = username === 'admin' ? await adminItems(ctx, rng) : await userItems(ctx, rng);
      const sorted = items.sort((a, b) => a.at.getTime() - b.at.getTime());
      // every inbox has a colleague's note waiting to be read, whatever the draws
      const newestNote = sorted.findLast((item) => item.type === 'message');
      rows.push(...sorted.map((item) => toRow(ctx, rng, id, item, item === newestNote)));
    }
    const ids = await insertRows(ctx.trx, 'messages', rows);
    return { messages: ids.length };
  },
};
