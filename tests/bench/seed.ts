// The bench's data: ROWS articles over 1,000 authors and 20 categories, inserted
// by one generate_series statement (about a minute per million rows). A kept
// database (BENCH_DATABASE_URL) is seeded once and reused while it holds the
// bench's rows; it is never touched when it holds anything else.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../server/db/schema';

const AUTHORS = 1_000;
const CATEGORIES = 20;
/** Marks the rows the bench inserted, so a kept database is only ever reseeded by the bench. */
export const BENCH_CATEGORY = 'bench-category';

async function articleCount(db: Kysely<DB>): Promise<{ all: number; bench: number }> {
  const { rows } = await sql<{ all: string; bench: string }>`
    SELECT count(*) AS all,
      count(*) FILTER (WHERE category_id IN (SELECT id FROM guide_categories WHERE name LIKE ${`${BENCH_CATEGORY}%`})) AS bench
    FROM articles`.execute(db);
  return { all: Number(rows[0].all), bench: Number(rows[0].bench) };
}

/** Ensures `rows` bench articles; returns the seconds spent seeding (0 when the data was already there). */
export async function ensureArticles(db: Kysely<DB>, rows: number): Promise<number> {
  const { all, bench } = await articleCount(db);
  if (all === rows && bench === rows) return 0;
  if (all !== bench) throw new Error('The bench database holds articles the bench did not insert: use an empty database.');
  const start = Date.now();
  await sql`TRUNCATE articles, authors, users, guide_categories RESTART IDENTITY CASCADE`.execute(db);
  await sql`INSERT INTO users (nickname) SELECT 'bench user ' || g FROM generate_series(1, ${AUTHORS}) g`.execute(db);
  await sql`INSERT INTO authors (user_id, pen_name, status)
    SELECT g, 'Bench Author ' || g, 'approved' FROM generate_series(1, ${AUTHORS}) g`.execute(db);
  await sql`INSERT INTO guide_categories (name)
    SELECT ${BENCH_CATEGORY} || ' ' || g FROM generate_series(1, ${CATEGORIES}) g`.execute(db);
  // bigint arithmetic: g * 7919 overflows integer above 271,000 rows
  await sql`INSERT INTO articles (category_id, author_id, title, summary, content, status, views, likes, created_at)
    SELECT 1 + g % ${CATEGORIES}, 1 + (g * 7::bigint) % ${AUTHORS},
      '攻略 ' || g || ' Guide ' || md5(g::text), 'summary ' || g, '<p>body ' || g || '</p>',
      (ARRAY['draft','pending','published','rejected','hidden'])[1 + g % 5], (g::bigint * 7919) % 100000, g % 500,
      now() - make_interval(mins => g)
    FROM generate_series(1, ${rows}) g`.execute(db);
  await sql`VACUUM ANALYZE articles`.execute(db);
  await sql`ANALYZE authors`.execute(db);
  await sql`ANALYZE guide_categories`.execute(db);
  return (Date.now() - start) / 1000;
}
