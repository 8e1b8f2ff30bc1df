// Reporters, a published guide and decided history for the reports module's tests.
import type { Kysely } from 'kysely';
import type { ReportCaseState } from '../../../contract/reports';
import type { DB } from '../../../server/db/schema';
import { insertArticle } from '../guide/fixtures';
import { insertUser } from '../users/fixtures';

/** A published guide (its own user, author and category); answers its id. */
export async function publishedGuide(db: Kysely<DB>, title = 'Reported guide'): Promise<number> {
  const user = await insertUser(db);
  const author = await db.insertInto('authors').values({ user_id: user, pen_name: `Pen ${user}`, status: 'approved' }).returning('id').executeTakeFirstOrThrow();
  const category = await db.insertInto('guide_categories').values({ name: `Cat ${user}`, parent_id: null, sort_order: 0 }).returning('id').executeTakeFirstOrThrow();
  return insertArticle(db, { categoryId: category.id, authorId: author.id, status: 'published', title });
}

/** `upheld` and `dismissed` decided reports of `reporter` (in one decided case each), as if staff had decided them. */
export async function decidedHistory(db: Kysely<DB>, botId: number, reporter: number, upheld: number, dismissed: number): Promise<void> {
  const outcomes = [...Array(upheld).fill('upheld'), ...Array(dismissed).fill('dismissed')] as ('upheld' | 'dismissed')[];
  for (const outcome of outcomes) {
    const c = await db.insertInto('report_cases').values({ target_type: 'users', target_id: reporter, status: outcome, score: 0, decided_at: new Date() })
      .returning('id').executeTakeFirstOrThrow();
    await db.insertInto('reports').values({ case_id: c.id, bot_id: botId, reporter_id: reporter, target_type: 'users', target_id: reporter,
      reason: 'spam', outcome, decided_at: new Date() }).execute();
  }
}

/** A case in `state` with one report (the samples of the shared sweeps). */
export async function insertCase(db: Kysely<DB>, state: ReportCaseState = 'open'): Promise<number> {
  const reporter = await insertUser(db);
  const bot = await db.insertInto('bots').values({ name: `sample reporter ${reporter}`, scopes: ['reports:write'] }).returning('id').executeTakeFirstOrThrow();
  const c = await db.insertInto('report_cases').values({ target_type: 'users', target_id: reporter, status: state, score: 0.5, reporters: 1, report_count: 1 })
    .returning('id').executeTakeFirstOrThrow();
  await db.insertInto('reports').values({ case_id: c.id, bot_id: bot.id, reporter_id: reporter, target_type: 'users', target_id: reporter, reason: 'spam' }).execute();
  return c.id;
}
