// Tickets as the platform writes them, for the feedback module's tests.
import { sql, type Kysely } from 'kysely';
import type { FeedbackCategory, FeedbackState } from '../../../contract/feedback';
import type { DB } from '../../../server/db/schema';
import { insertUser } from '../users/fixtures';

/** A ticket from a new player; `hoursAgo` sets its age (overdue past the SLA). */
export async function insertTicket(
  db: Kysely<DB>, opts: { status?: FeedbackState; hoursAgo?: number; category?: FeedbackCategory; assigneeId?: number; contact?: string } = {},
) {
  const userId = await insertUser(db);
  const row = await db.insertInto('feedback').values({
    user_id: userId, category: opts.category ?? 'bug', content: 'The talent calculator shows a blank page',
    contact: opts.contact ?? `1391234${String(userId).padStart(4, '0')}`,
    status: opts.status ?? 'open', assignee_id: opts.assigneeId ?? null,
    created_at: sql<Date>`now() - make_interval(hours => ${opts.hoursAgo ?? 1})`,
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
