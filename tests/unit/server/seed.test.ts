// @vitest-environment node
// Demo data on a real (in-memory) PGlite with the real migrations and dialect.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keysOfModules } from '../../../contract/access/actionKeys';
import { verifyPassword } from '../../../server/core/password';
import { openDatabase, type Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import type { DB } from '../../../server/db/schema';
import { sanitizeArticleHtml } from '../../../server/modules/guide/sanitize';
import { isEmpty, seedDemo, type SeedSummary } from '../../../server/seed';
import { SEEDED_ROLES } from '../../../server/seed/roles';
import { checkRollups } from '../../../server/rollups/check';

const NOW = new Date('2025-06-15T08:00:00Z');
const DAY = 86_400_000;
const TABLES = ['admins', 'users', 'authors', 'guide_categories', 'articles', 'messages', 'bots', 'power_packages', 'orders', 'order_refunds', 'author_ledger', 'withdrawals', 'withdrawal_approvals', 'builds',
  'game_versions', 'game_items', 'feedback', 'feedback_replies', 'content_views_daily', 'user_active_days', 'author_traffic', 'live_rooms', 'promotion_links', 'promotion_link_daily',
  'exception_groups', 'exception_events', 'exception_daily', 'bot_keys'] as const;
const CJK = /[\u3400-\u9fff]/;

async function freshDatabase(): Promise<Database> {
  const database = await openDatabase({ databaseUrl: null, dataDir: ':memory:', dbPoolSize: 1 });
  await migrate(database.db);
  return database;
}

async function counts(db: Kysely<DB>, tables: readonly string[] = TABLES): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of tables) {
    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(t)}`.execute(db);
    out[t] = Number(rows[0].n);
  }
  return out;
}

let main: Database;
let summary: SeedSummary;
let wasEmpty: boolean;
const logLines: string[] = [];

beforeAll(async () => {
  main = await freshDatabase();
  wasEmpty = await isEmpty(main.db);
  const started = performance.now();
  summary = await seedDemo(main.db, { now: NOW, log: (m) => logLines.push(m) });
  const ms = Math.round(performance.now() - started);
  // a figure, not a test (speed belongs in a bench): printed for whoever reads the run
  console.log(`seedDemo on in-memory PGlite took ${ms} ms: ${JSON.stringify(summary)}`);
}, 180_000);

afterAll(async () => {
  await main?.close();
});

describe('seedDemo on a fresh database', () => {
  it('reports what it wrote, table by table, and logs progress', async () => {
    expect(wasEmpty).toBe(true);
    expect(await isEmpty(main.db)).toBe(false);
    // the tables above, and any a later module's steps report (npm run module:new adds one)
    expect(summary).toEqual(await counts(main.db, [...new Set([...TABLES, ...Object.keys(summary)])]));
    expect(summary.admins).toBeGreaterThanOrEqual(5);
    expect(summary.users).toBeGreaterThanOrEqual(4500);
    expect(summary.users).toBeLessThanOrEqual(5500);
    expect(summary.authors).toBeGreaterThanOrEqual(35);
    expect(summary.authors).toBeLessThanOrEqual(45);
    expect(summary.guide_categories).toBeGreaterThanOrEqual(25);
    expect(summary.guide_categories).toBeLessThanOrEqual(36);
    expect(summary.articles).toBeGreaterThanOrEqual(550);
    expect(summary.articles).toBeLessThanOrEqual(650);
    expect(logLines.some((l) => l.includes('600 articles'))).toBe(true);
  });

  it('leaves every rollup equal to its recomputation from the raw tables (npm run rollups:check)', async () => {
    const report = await checkRollups(main.db);
    expect(report.length).toBeGreaterThanOrEqual(5);
    expect(report.flatMap((r) => r.differences)).toEqual([]);
    // the workplace has something to show on first start
    expect(report.every((r) => r.rows > 0)).toBe(true);
  });

  it('creates the two demo accounts of the design, which sign in with their passwords', async () => {
    const admin = await main.db.selectFrom('admins').selectAll().where('username', '=', 'admin').executeTakeFirstOrThrow();
    const user = await main.db.selectFrom('admins').selectAll().where('username', '=', 'user').executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ role: '*', name: '管理员', disabled: false });
    expect(user).toMatchObject({ role: 'user', disabled: false });
    // the keys its former modules (workplace, guides, builds, feedback, live rooms) stand for, as extra keys
    expect([...user.modules].sort()).toEqual(keysOfModules(['mdr.dashboard', 'mdr.wow.build', 'mdr.wow.feedback', 'mdr.wow.guide', 'mdr.wow.live']).sort());
    expect(user.role_ids).toEqual([]);
    expect(await verifyPassword(admin.password_hash, 'admin')).toBe(true);
    expect(await verifyPassword(user.password_hash, 'user')).toBe(true);
    expect(await verifyPassword(admin.password_hash, 'user')).toBe(false);
    expect(admin.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('puts the other staff on the seeded roles, as server/seed/roles.ts declares them', async () => {
    const roles = await main.db.selectFrom('roles').select(['id', 'name_en', 'keys']).orderBy('id').execute();
    expect(roles.map((r) => ({ name: r.name_en, keys: r.keys }))).toEqual(SEEDED_ROLES.map((r) => ({ name: r.nameEn, keys: [...r.keys] })));
    const staff = await main.db.selectFrom('admins').select(['username', 'role', 'role_ids', 'modules'])
      .where('username', 'not in', ['admin', 'user']).orderBy('id').execute();
    const roleOf = (id: number) => roles.find((r) => r.id === id)?.name_en;
    expect(staff.map((s) => ({ username: s.username, role: s.role, roles: s.role_ids.map(roleOf), modules: s.modules }))).toEqual([
      { username: 'reviewer', role: 'user', roles: ['Content reviewer'], modules: [] },
      { username: 'finance', role: 'user', roles: ['Finance'], modules: [] },
      { username: 'support', role: 'user', roles: ['Support'], modules: [] },
      { username: 'intern', role: 'user', roles: ['Auditor'], modules: [] },
    ]);
  });

  it('writes users and content in both Chinese and English', async () => {
    // the status as of the seed's NOW (the moderation columns are end times)
    const users = (await main.db.selectFrom('users').select(['nickname', 'muted_until', 'banned_until', 'banned_forever']).execute())
      .map((u) => ({ nickname: u.nickname, status: u.banned_forever || (u.banned_until && u.banned_until > NOW) ? 'banned'
        : u.muted_until && u.muted_until > NOW ? 'muted' : 'active' }));
    const titles = (await main.db.selectFrom('articles').select('title').execute()).map((r) => r.title);
    for (const texts of [users.map((u) => u.nickname), titles]) {
      expect(texts.filter((t) => CJK.test(t)).length).toBeGreaterThan(texts.length * 0.3);
      expect(texts.filter((t) => !CJK.test(t)).length).toBeGreaterThan(texts.length * 0.2);
    }
    expect(new Set(titles).size).toBe(titles.length);
    const statuses = new Set(users.map((u) => u.status));
    expect(statuses).toEqual(new Set(['active', 'muted', 'banned']));
    expect(users.filter((u) => u.status === 'active').length).toBeGreaterThan(users.length * 0.85);
  });

  it('builds a two-level category tree with some hidden categories', async () => {
    const cats = await main.db.selectFrom('guide_categories').selectAll().execute();
    const roots = cats.filter((c) => c.parent_id === null);
    const rootIds = new Set(roots.map((r) => r.id));
    expect(roots.length).toBeGreaterThanOrEqual(6);
    expect(cats.filter((c) => c.parent_id !== null).every((c) => rootIds.has(c.parent_id!))).toBe(true);
    expect(cats.some((c) => !c.visible)).toBe(true);
    expect(new Set(roots.map((r) => r.sort_order)).size).toBe(roots.length);
  });

  it('has articles in every review state, with reasons and reviewer where they belong', async () => {
    const admin = await main.db.selectFrom('admins').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const rows = await main.db.selectFrom('articles').select(['status', 'reason', 'reviewed_by', 'published_at', 'featured', 'views']).execute();
    const by = (s: string) => rows.filter((r) => r.status === s);
    for (const s of ['published', 'pending', 'draft', 'rejected', 'hidden']) expect(by(s).length, s).toBeGreaterThan(rows.length * 0.05);
    expect(by('published').length).toBeGreaterThan(rows.length * 0.45);
    for (const r of [...by('rejected'), ...by('hidden')]) expect(r.reason).toMatch(CJK);
    for (const r of [...by('published'), ...by('pending'), ...by('draft')]) expect(r.reason).toBe('');
    for (const r of [...by('published'), ...by('hidden')]) expect(r.published_at).toBeInstanceOf(Date);
    for (const r of [...by('published'), ...by('hidden'), ...by('rejected')]) expect(r.reviewed_by).toBe(admin.id);
    for (const r of [...by('pending'), ...by('draft')]) expect([r.reviewed_by, r.published_at, r.views]).toEqual([null, null, 0]);
    const featured = rows.filter((r) => r.featured);
    expect(featured.every((r) => r.status === 'published')).toBe(true);
    expect(featured.length).toBeGreaterThan(rows.length * 0.03);
    expect(featured.length).toBeLessThan(rows.length * 0.08);
  });

  it('skews popularity: a few articles draw far more views than the typical one', async () => {
    const views = (await main.db.selectFrom('articles').select('views').where('status', '=', 'published').execute())
      .map((r) => r.views).sort((a, b) => a - b);
    const median = views[Math.floor(views.length / 2)];
    expect(median).toBeGreaterThan(50);
    expect(views[views.length - 1]).toBeGreaterThan(median * 15);
  });

  it('stores article HTML that is already sanitised, with real formatting', async () => {
    const rows = await main.db.selectFrom('articles').select(['content', 'summary']).execute();
    for (const r of rows) expect(sanitizeArticleHtml(r.content)).toBe(r.content);
    expect(rows.every((r) => r.content.includes('<h2>') && r.content.includes('<a href="https://'))).toBe(true);
    expect(rows.some((r) => r.content.includes('<table>'))).toBe(true);
    expect(rows.every((r) => r.summary.length > 10 && r.summary.length <= 500)).toBe(true);
  });

  it('spreads activity over recent months ending at "now", in a consistent order', async () => {
    const r = await sql<{ amin: Date; amax: Date; umin: Date; umax: Date; bad: number }>`
      SELECT min(a.created_at) AS amin, max(a.updated_at) AS amax,
             (SELECT min(registered_at) FROM users) AS umin, (SELECT max(last_active_at) FROM users) AS umax,
             count(*) FILTER (WHERE a.created_at < au.created_at OR a.published_at < a.created_at
                              OR a.updated_at < a.created_at OR a.updated_at > ${NOW}) AS bad
      FROM articles a JOIN authors au ON au.id = a.author_id`.execute(main.db);
    const { amin, amax, umin, umax, bad } = r.rows[0];
    expect(Number(bad)).toBe(0);
    expect((NOW.getTime() - amin.getTime()) / DAY).toBeGreaterThan(120);
    expect((NOW.getTime() - amin.getTime()) / DAY).toBeLessThanOrEqual(181);
    expect((NOW.getTime() - amax.getTime()) / DAY).toBeLessThan(2);
    expect((NOW.getTime() - umin.getTime()) / DAY).toBeGreaterThan(300);
    expect((NOW.getTime() - umax.getTime()) / DAY).toBeLessThan(2);
    const writers = await main.db.selectFrom('articles').innerJoin('authors', 'authors.id', 'articles.author_id')
      .select('authors.status').distinct().execute();
    expect(new Set(writers.map((w) => w.status))).toEqual(new Set(['approved', 'suspended']));
  });
});

const one = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(main.db)).rows[0];

// About 50,000 orders over six months, spread across packages, channels, authors and links, with refunds, and
// the author ledger exactly as the refund path keeps it (one income row per paid order with an author, clawbacks
// that match the refunds, balance = sum of the ledger): read off the same seeded database as the rest.
describe('the demo orders', () => {
  it('spreads them over six months ending now, across every package, channel and status', async () => {
    const r = await one(sql<{ n: number; nos: number; first: Date; last: Date; ch: number; st: number; pk: number; links: number; authors: number }>`
      SELECT count(*)::int AS n, count(DISTINCT order_no)::int AS nos, min(created_at) AS first, max(created_at) AS last,
        count(DISTINCT pay_channel)::int AS ch, count(DISTINCT status)::int AS st, count(DISTINCT package_id)::int AS pk,
        count(DISTINCT promotion_link_id)::int AS links, count(DISTINCT author_id)::int AS authors FROM orders`);
    expect(r).toMatchObject({ n: 50_000, nos: 50_000, ch: 4, st: 5, pk: 7 });
    expect(r.links).toBeGreaterThan(20);
    expect(r.authors).toBeGreaterThan(20);
    expect((NOW.getTime() - new Date(r.first).getTime()) / 86_400_000).toBeGreaterThan(170);
    expect(new Date(r.last).getTime()).toBeLessThanOrEqual(NOW.getTime());
  });

  it('never refunds more than the amount; each refunded order has its refund row', async () => {
    const r = await one(sql<{ over: number; missing: number; refunded: number }>`
      SELECT count(*) FILTER (WHERE refunded_cents > amount_cents)::int AS over,
        count(*) FILTER (WHERE status IN ('partially_refunded', 'refunded')
          AND refunded_cents <> (SELECT coalesce(sum(amount_cents), 0) FROM order_refunds WHERE order_id = orders.id))::int AS missing,
        count(*) FILTER (WHERE status IN ('partially_refunded', 'refunded'))::int AS refunded FROM orders`);
    expect(r).toMatchObject({ over: 0, missing: 0 });
    expect(r.refunded).toBeGreaterThan(1_000);
  });

  it('credits one income row of the share per paid order with an author, and claws back what refunds took', async () => {
    const r = await one(sql<{ wrong_income: number; wrong_clawback: number }>`
      SELECT
        (SELECT count(*) FROM orders o WHERE o.author_id IS NOT NULL AND o.author_share_cents > 0 AND
          (SELECT count(*) FROM author_ledger l WHERE l.order_id = o.id AND l.kind = 'income' AND l.amount_cents = o.author_share_cents) <> 1)::int AS wrong_income,
        (SELECT count(*) FROM orders o WHERE o.author_id IS NOT NULL AND
          (SELECT coalesce(sum(amount_cents), 0) FROM author_ledger l WHERE l.order_id = o.id AND l.kind = 'refund_clawback')
          <> o.author_share_cents * o.refunded_cents / o.amount_cents)::int AS wrong_clawback`);
    expect(r).toEqual({ wrong_income: 0, wrong_clawback: 0 });
  });

  it("keeps every author's balance equal to the sum of the ledger, and the last row's balance after", async () => {
    const r = await one(sql<{ off: number; last_off: number; with_income: number }>`
      SELECT count(*) FILTER (WHERE a.available_cents <> coalesce(s.sum, 0))::int AS off,
        count(*) FILTER (WHERE s.last_after IS NOT NULL AND s.last_after <> a.available_cents)::int AS last_off,
        count(*) FILTER (WHERE s.sum > 0)::int AS with_income
      FROM authors a LEFT JOIN LATERAL (
        SELECT sum(available_delta) AS sum,
          (SELECT available_after FROM author_ledger x WHERE x.author_id = a.id ORDER BY x.id DESC LIMIT 1) AS last_after
        FROM author_ledger l WHERE l.author_id = a.id) s ON true`);
    expect(r).toMatchObject({ off: 0, last_off: 0 });
    expect(r.with_income).toBeGreaterThan(20);
  });
});

describe('seedDemo determinism and atomicity', () => {
  it('writes the same content on every run; only dates follow "now"', async () => {
    const other = await freshDatabase();
    try {
      const later = new Date(NOW.getTime() + 30 * DAY);
      expect(await seedDemo(other.db, { now: later })).toEqual(summary);
      for (const [table, column] of [['articles', 'title'], ['users', 'nickname'], ['authors', 'pen_name']] as const) {
        const q = (db: Kysely<DB>) => db.selectFrom(table).select(['id', column]).orderBy('id').execute();
        expect(await q(other.db), table).toEqual(await q(main.db));
      }
      const created = (db: Kysely<DB>) => db.selectFrom('articles').select(['id', 'created_at']).orderBy('id').execute();
      const [a, b] = [await created(main.db), await created(other.db)];
      expect(b.every((row, i) => row.created_at.getTime() - a[i].created_at.getTime() === 30 * DAY)).toBe(true);
    } finally {
      await other.close();
    }
  }, 60_000);

  it('leaves nothing behind when a step fails midway', async () => {
    const broken = await freshDatabase();
    try {
      // Articles are written last: staff, users, authors and categories are already in when this fires.
      await sql.raw(`
        CREATE FUNCTION refuse_article() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'disk full (simulated)'; END $$;
        CREATE TRIGGER refuse_article BEFORE INSERT ON articles FOR EACH ROW EXECUTE FUNCTION refuse_article();
      `).execute(broken.db);
      const log: string[] = [];
      await expect(seedDemo(broken.db, { now: NOW, log: (m) => log.push(m) })).rejects.toThrow(/disk full/);
      expect(log.some((l) => l.includes('guide_categories'))).toBe(true);
      expect(await counts(broken.db)).toEqual(Object.fromEntries(TABLES.map((t) => [t, 0])));
      expect(await isEmpty(broken.db)).toBe(true);
    } finally {
      await broken.close();
    }
  }, 60_000);
});
