// Small guide fixtures for the resource and guide API tests (no demo seed):
// one user with two authors, a category tree, and articles inserted directly in
// any state, plus the staff accounts the tests act as.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';
import type { ArticleStatus } from '../../../server/modules/guide';
import type { TestApp } from '../helpers';

export interface GuideIds {
  userId: number;
  authors: { alice: number; bob: number };
  /** root ← child (child has articles), empty root, leaf under child */
  categories: { root: number; child: number; empty: number };
}

/** Seeds users/authors/categories and returns their ids (filled when the seed ran). */
export function guideSeed(extra?: (db: Kysely<DB>, ids: GuideIds) => Promise<void>) {
  const ids = {} as GuideIds;
  const seed = async (db: Kysely<DB>) => {
    const user = await db.insertInto('users').values({ nickname: 'player one' }).returning('id').executeTakeFirstOrThrow();
    ids.userId = user.id;
    const author = (pen_name: string) => db.insertInto('authors')
      .values({ user_id: user.id, pen_name, status: 'approved' }).returning('id').executeTakeFirstOrThrow().then((r) => r.id);
    ids.authors = { alice: await author('Alice 100%_Mage'), bob: await author('Bob the Tank') };
    const category = (name: string, parent_id: number | null, sort_order: number) => db.insertInto('guide_categories')
      .values({ name, parent_id, sort_order }).returning('id').executeTakeFirstOrThrow().then((r) => r.id);
    const root = await category('职业攻略', null, 1);
    ids.categories = { root, child: await category('法师', root, 1), empty: await category('副本', null, 2) };
    await extra?.(db, ids);
  };
  return { ids, seed };
}

export interface ArticleInput {
  title?: string;
  status?: ArticleStatus;
  categoryId: number;
  authorId: number;
  summary?: string;
  featured?: boolean;
  publishedAt?: Date | null;
  createdAt?: Date;
  reason?: string;
}

/** Inserts an article directly (any state), returning its id. */
export async function insertArticle(db: Kysely<DB>, a: ArticleInput): Promise<number> {
  const row = await db.insertInto('articles').values({
    category_id: a.categoryId,
    author_id: a.authorId,
    title: a.title ?? `Article ${Math.random().toString(36).slice(2, 8)}`,
    summary: a.summary ?? '',
    status: a.status ?? 'draft',
    featured: a.featured ?? false,
    reason: a.reason ?? '',
    published_at: a.publishedAt ?? (a.status === 'published' || a.status === 'hidden' ? new Date() : null),
    ...(a.createdAt ? { created_at: a.createdAt } : {}),
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** `n` draft/published articles in one statement (generate_series), titles `Bulk 0001`…, created a microsecond apart in threes. */
export async function insertBulkArticles(db: Kysely<DB>, ids: GuideIds, n: number): Promise<void> {
  await sql`
    INSERT INTO articles (category_id, author_id, title, status, views, published_at, created_at)
    SELECT ${ids.categories.child}, ${ids.authors.bob}, 'Bulk ' || lpad(g::text, 4, '0'),
           CASE WHEN g % 2 = 0 THEN 'published' ELSE 'draft' END, g % 7,
           CASE WHEN g % 2 = 0 THEN timestamptz '2025-03-01 08:00:00.000001+00' + (g / 4) * interval '1 microsecond' END,
           timestamptz '2025-01-01 00:00:00.123456+00' + (g / 3) * interval '1 microsecond'
    FROM generate_series(1, ${n}) AS g`.execute(db);
}

export interface Staff { id: number; username: string; token: string }

/** admin (role *), two editors with mdr.wow.guide, an outsider without it. */
export async function signInStaff(t: TestApp) {
  const make = async (username: string, role: string, modules: string[]): Promise<Staff> => {
    const s = await t.createStaff({ username, role, modules });
    return { id: s.id, username, token: await t.login(username, s.password) };
  };
  return {
    admin: await make('root', '*', []),
    editor: await make('editor', 'user', ['mdr.wow.guide']),
    editor2: await make('editor2', 'user', ['mdr.wow.guide']),
    outsider: await make('outsider', 'user', ['mdr.dashboard', 'mdr.wow.build']),
  };
}

export type AuditRow = Awaited<ReturnType<typeof auditRows>>[number];

/** The audit rows of one record (oldest first). */
export function auditRows(db: Kysely<DB>, resource: string, recordId: number | string) {
  return db.selectFrom('audit_log').selectAll().where('resource', '=', resource)
    .where('record_id', '=', String(recordId)).orderBy('id').execute();
}

export async function auditCount(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom('audit_log').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function article(db: Kysely<DB>, id: number) {
  return db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Parses RFC 4180 CSV (quoted fields with "", commas and newlines). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (c === '"') quoted = false; else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(cell); cell = ''; } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell); rows.push(row); row = []; cell = ''; i++;
    } else cell += c;
  }
  if (cell || row.length) { row.push(cell); rows.push(row); }
  return rows;
}

/** A record as answered, without what answers add to it (`deletable`, `deleteBlockedReason`): what audit rows hold. */
export function stored<T extends Record<string, unknown>>(record: T): Omit<T, 'deletable' | 'deleteBlockedReason'> {
  const { deletable: _d, deleteBlockedReason: _r, ...rest } = record;
  return rest;
}
