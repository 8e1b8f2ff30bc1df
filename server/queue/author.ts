// The author's record beside a queued item: the platform user behind it (the
// source's `author` link, ./types.ts), how often their records were rejected or
// hidden before and how many players' reports against them were upheld, per type
// the reader decides (read from the audit rows, so a rejection stays counted
// after a resubmission), and their warnings — mutes and
// bans — only for a reader who may read users.
import { sql, type Kysely } from 'kysely';
import { hasKey } from '../../contract/access/modules';
import type { Actor } from '../core/context';
import type { DB } from '../db/schema';
import type { Source } from './list';

export interface AuthorRecord {
  user: { id: number; nickname: string } | null;
  /** per type of the reader's queue that links its records to authors */
  rejections: { type: string; rejected: number; hidden: number; upheld: number }[];
  /** mutes and bans so far; null when the reader may not read users */
  warnings: number | null;
}

const EMPTY: AuthorRecord = { user: null, rejections: [], warnings: null };

async function pastDecisions(db: Kysely<DB>, source: Source, userId: number) {
  const row = await db.selectFrom('audit_log').where('resource', '=', source.type)
    .where('record_id', 'in', sql<string>`(SELECT id::text FROM (${source.author!.recordsOf(db, userId)}) AS r)`)
    .select([
      sql<number>`count(*) FILTER (WHERE action = 'reject')`.as('rejected'),
      sql<number>`count(*) FILTER (WHERE action = 'hide')`.as('hidden'),
      sql<number>`count(*) FILTER (WHERE action = 'uphold')`.as('upheld'),
    ])
    .executeTakeFirstOrThrow();
  return { type: source.type, rejected: Number(row.rejected), hidden: Number(row.hidden), upheld: Number(row.upheld) };
}

async function warnings(db: Kysely<DB>, reader: Actor, userId: number): Promise<number | null> {
  if (!hasKey(reader, 'users.read')) return null;
  const row = await db.selectFrom('audit_log').where('resource', '=', 'users').where('record_id', '=', String(userId))
    .where('action', 'in', ['mute', 'ban']).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** `source`: the item's (the reader may decide it); `readable`: every source the reader decides. */
export async function authorRecord(db: Kysely<DB>, reader: Actor, source: Source, readable: readonly Source[], id: number): Promise<AuthorRecord> {
  if (!source.author) return EMPTY;
  const link = await source.author.userOf(db, id).executeTakeFirst();
  if (!link) return EMPTY;
  const user = await db.selectFrom('users').where('id', '=', link.user_id).select(['id', 'nickname']).executeTakeFirst();
  if (!user) return EMPTY;
  const [rejections, warned] = await Promise.all([
    Promise.all(readable.filter((s) => s.author).map((s) => pastDecisions(db, s, user.id))),
    warnings(db, reader, user.id),
  ]);
  return { user, rejections, warnings: warned };
}
