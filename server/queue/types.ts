// What a module declares waiting on a staff decision (ServerModule.waiting):
// the review queue (./routes.ts) lists every source its reader holds a decision
// key of, so a new module joins the queue by declaring its own sources, with
// no shared edit. app.ts hands the modules' sources in, as it does their
// workplace cards.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ActionKey } from '../../contract/access/actionKeys';
import type { Actor } from '../core/context';
import type { DB } from '../db/schema';
import type { Query } from '../resources/types';

/** One waiting record: plain text, no markup. */
export interface WaitingRow {
  id: number;
  title: string;
  summary: string;
  /** since when it waits (submitted, requested, regressed) */
  waiting_since: Date | string;
  /** a ranked source's urgency (a report case's score): higher comes first, before age */
  priority?: number | string;
}

export interface WaitingSource {
  /**
   * The API resource whose records wait (`articles`): the item's type, the
   * claims' type, and the resource whose commands decide it (a command on a
   * record claimed by someone else is refused, ./claims.ts).
   */
  type: string;
  /** the decision keys: a reader holding any of them sees these items and may claim them */
  keys: readonly ActionKey[];
  /**
   * Its query selects `priority` (a report case's score): its own tab reads higher
   * priorities first, then oldest first; the whole queue reads every type oldest first.
   */
  ranked?: boolean;
  /** hours an item may wait before it is overdue, unless REVIEW_TARGET_HOURS names its type */
  targetHours: number;
  /**
   * The waiting records (id, title, summary, waiting_since), for `reader`: a
   * rule per reader (a withdrawal they approved already waits on someone else).
   */
  query(db: Kysely<DB>, reader: Actor): Query<WaitingRow>;
  /** whose record this is: the pane shows that person's past rejections and warnings (./author.ts) */
  author?: AuthorLink;
  /** which rows of which table wait, for the counts' table (./kept.ts): the same rows `query` answers */
  kept: KeptWaiting;
  /**
   * Which of the kept rows the reader sees, as SQL over `w` (review_waiting: `w.record_id`, `w.scope`),
   * when `query` filters per reader; every row when absent.
   */
  sees?(reader: Actor): RawBuilder<boolean>;
}

/**
 * A source's waiting rows as plain SQL over one table's row (no parameters: they become a trigger,
 * ./kept.ts). Any write on `table` (and on `dependsOn`) updates review_waiting in its own transaction.
 */
export interface KeptWaiting {
  /** the table whose rows wait; its key is `id` */
  table: string;
  /** which of its rows wait (SQL over its columns, unqualified) */
  where: string;
  /** since when (SQL over its columns) */
  since: string;
  /** a word `sees` filters on (SQL over its columns: a report case's status) */
  scope?: string;
  /** other tables whose writes change which rows wait (a setting `where` reads): any write there refills the type */
  dependsOn?: readonly string[];
}

/** How a queued type's records lead to the platform user behind them, and back. */
export interface AuthorLink {
  /** the user (users.id) behind record `id` */
  userOf(db: Kysely<DB>, id: number): Query<{ user_id: number }>;
  /** the ids of every record of this type that user is behind (their rejections are counted from its audit rows) */
  recordsOf(db: Kysely<DB>, userId: number): Query<{ id: number }>;
}

/** Tables under the content review workflow (contract/review.ts): a pending record waits since it was submitted. */
type ReviewTable = 'articles' | 'builds';

/**
 * A resource under the review workflow: its `pending` records, decided by its
 * approve, reject and hide keys; the summary is plain text made from `summary`
 * (SQL over the table's columns, markup stripped by the caller's expression).
 */
export const reviewWaiting = (type: ReviewTable, summary: ReturnType<typeof sql<string>>, author?: AuthorLink): WaitingSource => ({
  type,
  ...(author ? { author } : {}),
  keys: [`${type}.approve`, `${type}.reject`, `${type}.hide`],
  targetHours: 24,
  kept: { table: type, where: "status = 'pending'", since: 'updated_at' },
  // submitting stamps updated_at; a pending record is not edited meanwhile (its form is for drafts and rejections)
  query: (db) => db.selectFrom(type).where('status', '=', 'pending').select(['id', 'title', 'updated_at as waiting_since', summary.as('summary')]),
});
