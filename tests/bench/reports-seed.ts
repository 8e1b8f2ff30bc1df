// The data of tests/bench/reports.ts: targets of every kind (the articles of
// seed.ts, then users, authors, builds and live rooms), CASES cases and REPORTS
// reports, each table filled by one INSERT … SELECT generate_series. Cases come
// in three sizes (most with a report or two, some with about ten, a few with
// over a hundred) so scores vary and some are above visibleScore; a quarter
// are decided, and their reports' reporters are drawn from pools (mostly right,
// middling, mostly wrong) so reporters have varied decided histories. The
// scores are then computed set-based as scoring.ts computes them. A kept
// database is seeded once: the bench's seed bot marks its reports.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../server/db/schema';
import { ensureArticles } from './seed';

export const ARTICLES = 100_000;
export const USERS = 100_000;
export const AUTHORS = 10_000;
export const BUILDS = 20_000;
export const LIVE_ROOMS = 10_000;
export const CASES = 100_000;
export const REPORTS = 1_000_000;
const SEED_BOT = 'bench-reports-seed';

// case sizes by id range: [last id, reports] — small 1..60,000 (2 each on average), medium (6), big (~134)
const SMALL = 60_000;
const MEDIUM = 95_000;
const SMALL_REPORTS = 120_000;
const MEDIUM_REPORTS = 330_000;
// reporter pools: mostly right, middling, mostly wrong (enough decided reports each to weigh 0), the rest
const GOOD = 10_000;
const MIDDLING = 30_000;
const WRONG = 31_000;

export interface Seeded { seconds: number; seedBot: number }

async function seedBot(db: Kysely<DB>): Promise<number> {
  const found = await db.selectFrom('bots').select('id').where('name', '=', SEED_BOT).executeTakeFirst();
  if (found) return found.id;
  return (await db.insertInto('bots').values({ name: SEED_BOT, scopes: ['reports:write'] }).returning('id').executeTakeFirstOrThrow()).id;
}

async function seededReports(db: Kysely<DB>, bot: number): Promise<number> {
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM reports WHERE bot_id = ${bot}`.execute(db);
  return Number(rows[0].n);
}

/** Users past the 1,000 of seed.ts (reporters and reported), authors, builds and live rooms. */
async function targets(db: Kysely<DB>): Promise<void> {
  // ids given: the cases' targets and the reports' reporters are ids in these ranges, whatever the sequences say
  await sql`INSERT INTO users (id, nickname) SELECT g, 'bench reporter ' || g FROM generate_series(1001, ${USERS}) g`.execute(db);
  await sql`INSERT INTO authors (id, user_id, pen_name, status) SELECT g, g, 'Bench Author ' || g, 'approved' FROM generate_series(1001, ${AUTHORS}) g`.execute(db);
  await sql`SELECT setval(pg_get_serial_sequence('users', 'id'), ${USERS}), setval(pg_get_serial_sequence('authors', 'id'), ${AUTHORS})`.execute(db);
  await sql`INSERT INTO game_versions (name, build, released_at, is_current) VALUES ('bench', 1, now(), false) ON CONFLICT (name) DO NOTHING`.execute(db);
  await sql`INSERT INTO builds (user_id, title, wow_class, spec, role, game_version_id, status)
    SELECT 1 + g % ${USERS}, 'Bench build ' || g, 'mage', 'frost', 'dps', (SELECT id FROM game_versions WHERE name = 'bench'),
      (ARRAY['draft','pending','published','rejected','hidden'])[1 + g % 5]
    FROM generate_series(1, ${BUILDS}) g`.execute(db);
  await sql`INSERT INTO live_rooms (user_id, title, category, platform_room_id, status)
    SELECT 1 + g % ${USERS}, 'Bench room ' || g, 'raid', 'bench-' || g, (ARRAY['applying','approved','approved','rejected'])[1 + g % 4]
    FROM generate_series(1, ${LIVE_ROOMS}) g`.execute(db);
}

/**
 * The cases: type by id (60 % articles, 15 % builds, 10 % live rooms, 10 % users, 5 % authors), each
 * on a target of its own; status by a hash of the id (70 % open, 5 % escalated, 15 % upheld, 10 % dismissed).
 */
async function cases(db: Kysely<DB>): Promise<void> {
  await sql`INSERT INTO report_cases (target_type, target_id, status, decided_at, created_at, first_report_at, last_report_at)
    SELECT t.type, t.target, s.status, CASE WHEN s.status IN ('upheld', 'dismissed') THEN now() - make_interval(days => 1 + g % 50) END,
      now() - interval '60 days', now() - interval '60 days', now() - interval '60 days'
    FROM generate_series(1, ${CASES}) g
    CROSS JOIN LATERAL (SELECT g % 20 AS r, g / 20 AS k, (hashint4(g) & 2147483647) % 100 AS h) x
    CROSS JOIN LATERAL (SELECT CASE WHEN x.h < 70 THEN 'open' WHEN x.h < 75 THEN 'escalated' WHEN x.h < 90 THEN 'upheld' ELSE 'dismissed' END AS status) s
    CROSS JOIN LATERAL (SELECT
      CASE WHEN x.r < 12 THEN 'articles' WHEN x.r < 15 THEN 'builds' WHEN x.r < 17 THEN 'live_rooms' WHEN x.r < 19 THEN 'users' ELSE 'authors' END AS type,
      1 + CASE WHEN x.r < 12 THEN x.k * 12 + x.r WHEN x.r < 15 THEN x.k * 3 + x.r - 12 WHEN x.r < 17 THEN x.k * 2 + x.r - 15
        WHEN x.r < 19 THEN x.k * 2 + x.r - 17 ELSE x.k END AS target) t`.execute(db);
}

/** The reports: a case by size bucket, a reporter from the pool its case's outcome suggests, a reason, a text for 40 %, a time. */
async function reports(db: Kysely<DB>, bot: number): Promise<void> {
  await sql`INSERT INTO reports (case_id, bot_id, reporter_id, target_type, target_id, reason, text, outcome, decided_at, created_at, last_report_at)
    SELECT c.id, ${bot}, p.reporter, c.target_type, c.target_id, p.reason, CASE WHEN r.t < 0.4 THEN 'what the player wrote ' || r.g ELSE '' END,
      CASE WHEN c.status IN ('upheld', 'dismissed') THEN c.status END, c.decided_at, p.at, p.at
    FROM (SELECT g, random() AS u, random() AS v, random() AS w, random() AS t,
        CASE WHEN g <= ${SMALL_REPORTS} THEN 1 + floor(random() * ${SMALL})
          WHEN g <= ${SMALL_REPORTS + MEDIUM_REPORTS} THEN ${SMALL + 1} + floor(random() * ${MEDIUM - SMALL})
          ELSE ${MEDIUM + 1} + floor(random() * ${CASES - MEDIUM}) END::bigint AS case_id
      FROM generate_series(1, ${REPORTS}) g OFFSET 0) AS r
    JOIN report_cases AS c ON c.id = r.case_id
    CROSS JOIN LATERAL (SELECT
      CASE WHEN c.status = 'upheld' THEN (CASE WHEN r.u < 0.7 THEN 1 + floor(r.v * ${GOOD}) WHEN r.u < 0.95 THEN ${GOOD + 1} + floor(r.v * ${MIDDLING - GOOD})
          ELSE ${MIDDLING + 1} + floor(r.v * ${WRONG - MIDDLING}) END)
        WHEN c.status = 'dismissed' THEN (CASE WHEN r.u < 0.1 THEN 1 + floor(r.v * ${GOOD}) WHEN r.u < 0.5 THEN ${GOOD + 1} + floor(r.v * ${MIDDLING - GOOD})
          ELSE ${MIDDLING + 1} + floor(r.v * ${WRONG - MIDDLING}) END)
        ELSE 1 + floor(r.v * ${USERS}) END::int AS reporter,
      (ARRAY['spam','spam','spam','cheating','harassment','sexual','illegal','copyright','misinformation','other','other'])[1 + floor(r.w * 11)::int] AS reason,
      coalesce(c.decided_at, now()) - make_interval(hours => 24 + floor(r.w * 24 * 30)::int) AS at) AS p`.execute(db);
}

/** Counts, times and scores of every case as scoring.ts computes them (set-based); auto_hidden at autoHideScore. */
async function tally(db: Kysely<DB>): Promise<void> {
  await sql`WITH recs AS (
      SELECT reporter_id, count(*) FILTER (WHERE outcome = 'upheld') AS up, count(*) AS dec
      FROM (SELECT reporter_id, outcome, row_number() OVER (PARTITION BY reporter_id ORDER BY decided_at DESC) AS n
            FROM reports WHERE outcome IS NOT NULL) AS l WHERE n <= 100 GROUP BY reporter_id),
    weights AS (SELECT r.reporter_id, CASE WHEN r.dec >= 20 AND r.up::float8 / r.dec < 0.1 THEN 0 ELSE (r.up + 1)::float8 / (r.dec + 2) END AS w FROM recs AS r),
    per AS (SELECT case_id, reporter_id, max((s.weights ->> reason)::float8) AS rw, count(*) AS n, min(created_at) AS first, max(created_at) AS last
      FROM reports CROSS JOIN report_settings AS s GROUP BY case_id, reporter_id),
    scored AS (SELECT p.case_id, round(sum(p.rw * coalesce(w.w, 0.5))::numeric, 3) AS score, count(*) AS reporters, sum(p.n) AS n,
        min(p.first) AS first, max(p.last) AS last
      FROM per AS p LEFT JOIN weights AS w USING (reporter_id) GROUP BY p.case_id)
    UPDATE report_cases AS c SET score = s.score, reporters = s.reporters, report_count = s.n, first_report_at = s.first, last_report_at = s.last,
      created_at = s.first, updated_at = s.last,
      auto_hidden = s.score >= (SELECT auto_hide_score FROM report_settings) AND c.target_type IN ('articles', 'builds', 'live_rooms')
    FROM scored AS s WHERE c.id = s.case_id`.execute(db);
  for (const table of ['reports', 'report_cases', 'users', 'authors', 'builds', 'live_rooms']) await sql`VACUUM ANALYZE ${sql.table(table)}`.execute(db);
}

/** The bench's targets, cases and reports (over `articleRows` articles); nothing when a kept database holds them already. */
export async function ensureReports(db: Kysely<DB>, articleRows = ARTICLES): Promise<Seeded> {
  const articles = await ensureArticles(db, articleRows);
  let bot = await seedBot(db);
  if (!articles && await seededReports(db, bot) === REPORTS) return { seconds: 0, seedBot: bot };
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM reports WHERE bot_id NOT IN (SELECT id FROM bots WHERE name LIKE 'bench-reports-%')`.execute(db);
  if (Number(rows[0].n) > 0) throw new Error('The bench database holds reports the bench did not make: use an empty database.');
  const start = Date.now();
  // the articles' reseed truncated users (and the bots' reports with them); start from their 1,000 users
  await sql`TRUNCATE report_keys, reports, report_cases, builds, live_rooms RESTART IDENTITY CASCADE`.execute(db);
  await sql`DELETE FROM authors WHERE id > 1000`.execute(db);
  await sql`DELETE FROM users WHERE id > 1000`.execute(db);
  bot = await seedBot(db);
  const step = async (label: string, work: () => Promise<void>) => {
    const at = Date.now();
    await work();
    console.log(`  ${label}: ${((Date.now() - at) / 1000).toFixed(1)} s`);
  };
  await step(`targets (${USERS} users, ${AUTHORS} authors, ${BUILDS} builds, ${LIVE_ROOMS} live rooms)`, () => targets(db));
  await step(`${CASES} cases`, () => cases(db));
  await step(`${REPORTS} reports`, () => reports(db, bot));
  await step('scores and counts', () => tally(db));
  return { seconds: articles + (Date.now() - start) / 1000, seedBot: bot };
}
