// ~600 guide articles over the past six months, in every review state, by the
// approved (and since suspended) authors; a few of them draw most of the views.
import type { Insertable } from 'kysely';
import type { ArticleStatus, ArticlesTable } from '../schema';
import { articleText } from './article-text';
import { insertRows } from '../../../seed/batch';
import { daysAfter, daysAgo, proportional, type Rng } from '../../../seed/rng';
import { CATEGORY_TREE, type CategoryDef } from './text/categories';
import { HIDE_REASONS, REJECT_REASONS, SUSPENDED_AUTHOR_REASON } from './text/reasons';
import { langOf } from '../../../seed/text/people';
import type { SeedContext, SeedStep } from '../../../seed/types';

export const ARTICLE_COUNT = 600;
const STATUS_SHARES: [ArticleStatus, number][] = [['published', 55], ['pending', 15], ['draft', 10], ['rejected', 10], ['hidden', 10]];
const FEATURED_TOP = 12;
const FEATURED_RANDOM = 18;
const HISTORY_DAYS = 180;

interface Leaf { id: number; def: CategoryDef }
interface AuthorRef { id: number; penName: string; status: string; since: Date }
type ArticleRow = Insertable<ArticlesTable> & { status: ArticleStatus; views: number };

async function loadLeaves(ctx: SeedContext): Promise<Leaf[]> {
  const rows = await ctx.trx.selectFrom('guide_categories').select(['id', 'name']).orderBy('id').execute();
  const idByName = new Map(rows.map((r) => [r.name, r.id]));
  const defs = CATEGORY_TREE.flatMap((root) => root.children ?? [root]).filter((d) => d.kind);
  return defs.map((def) => ({ id: idByName.get(def.name)!, def }));
}

async function loadAuthors(ctx: SeedContext): Promise<AuthorRef[]> {
  const rows = await ctx.trx.selectFrom('authors').select(['id', 'pen_name', 'status', 'created_at'])
    .where('status', 'in', ['approved', 'suspended']).orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, penName: r.pen_name, status: r.status, since: new Date(r.created_at) }));
}

/** When the article was written, reviewed and published; never before its author became one. */
function timeline(rng: Rng, now: Date, status: ArticleStatus, authorSince: Date) {
  const window = Math.min(HISTORY_DAYS, (now.getTime() - authorSince.getTime()) / 86_400_000);
  const createdDays = status === 'pending' ? rng.float(0.05, Math.min(14, window))
    : status === 'draft' ? rng.float(0.05, Math.min(60, window))
      : Math.min(window, 1 + rng.recentDays(window - 1));
  const created = daysAgo(now, createdDays);
  if (status === 'draft' || status === 'pending') {
    return { created, updated: daysAfter(created, rng.float(0, Math.min(2, createdDays)), now), published: null, reviewed: false };
  }
  const review = daysAfter(created, rng.float(0.05, 2), now);
  if (status === 'rejected') return { created, updated: review, published: null, reviewed: true };
  const later = status === 'hidden' || rng.chance(0.2) ? daysAfter(review, rng.float(1, 40), now) : review;
  return { created, updated: later, published: review, reviewed: true };
}

/** Views follow a long tail: most guides get hundreds, a few get tens of thousands. */
function popularity(rng: Rng, status: ArticleStatus, ageDays: number) {
  if (status !== 'published' && status !== 'hidden') return { views: 0, likes: 0 };
  const views = Math.min(250_000, Math.round(Math.exp(5.6 + 1.45 * rng.normal()) * (0.4 + ageDays / HISTORY_DAYS)));
  return { views, likes: Math.round(views * rng.float(0.01, 0.08)) };
}

function reasonFor(rng: Rng, status: ArticleStatus, author: AuthorRef): string {
  if (status === 'rejected') return rng.pick(REJECT_REASONS);
  if (status !== 'hidden') return '';
  return author.status === 'suspended' ? SUSPENDED_AUTHOR_REASON : rng.pick(HIDE_REASONS);
}

function pickFeatured(rng: Rng, rows: ArticleRow[]): void {
  const published = rows.filter((r) => r.status === 'published');
  const byViews = [...published].sort((a, b) => b.views - a.views);
  for (const row of byViews.slice(0, FEATURED_TOP)) row.featured = true;
  for (const row of rng.shuffle(byViews.slice(FEATURED_TOP)).slice(0, FEATURED_RANDOM)) row.featured = true;
}

export const articlesStep: SeedStep = {
  name: 'articles',
  async run(ctx) {
    const { trx, now } = ctx;
    const rng = ctx.rng('articles');
    const leaves = await loadLeaves(ctx);
    const authors = await loadAuthors(ctx);
    const admin = await trx.selectFrom('admins').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    // A few prolific authors write most guides (weights fall off with rank).
    const authorWeights = rng.shuffle(authors).map((a, rank) => [a, 1 / (rank + 1) ** 0.7] as const);
    const activeWeights = authorWeights.filter(([a]) => a.status === 'approved');
    const leafWeights = leaves.map((l) => [l, l.def.weight ?? 1] as const);
    const titles = new Set<string>();
    const rows: ArticleRow[] = proportional(rng, ARTICLE_COUNT, STATUS_SHARES).map((status) => {
      const author = rng.weighted(status === 'pending' || status === 'draft' ? activeWeights : authorWeights);
      const leaf = rng.weighted(leafWeights);
      const own = langOf(author.penName);
      const text = articleText(rng, leaf.def, rng.chance(0.85) ? own : own === 'zh' ? 'en' : 'zh', titles);
      const t = timeline(rng, now, status, author.since);
      const ageDays = (now.getTime() - t.created.getTime()) / 86_400_000;
      return {
        category_id: leaf.id, author_id: author.id, ...text, status, reason: reasonFor(rng, status, author),
        featured: false, ...popularity(rng, status, ageDays), reviewed_by: t.reviewed ? admin.id : null,
        created_at: t.created, updated_at: t.updated, published_at: t.published,
      };
    });
    pickFeatured(rng, rows);
    // Ids follow creation order, as they would on a live platform.
    rows.sort((a, b) => (a.created_at as Date).getTime() - (b.created_at as Date).getTime());
    ctx.log(`seed: writing ${rows.length} articles`);
    const ids = await insertRows(trx, 'articles', rows);
    return { articles: ids.length };
  },
};
