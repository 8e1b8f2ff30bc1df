// The caller's own message centre. Every call acts on ctx.actor's messages only;
// there is no way to name another staff member's inbox.
//
// Reading is not audited: whether a staff member has seen an item is their own
// inbox state (kept in status/read_at), not a change to the platform's records,
// and auditing it would bury the trail of real changes under every click.
import type { Kysely } from 'kysely';
import type { RequestContext } from '../../core/context';
import type { DB } from '../../db/schema';
import type { MessageKind } from './schema';
import * as repo from './repository';
import { MESSAGE_KINDS, toMessageResponse, type MessageResponse } from './response';

export interface InboxPage { page: number; pageSize: number; filter?: repo.InboxFilter }

export async function list(db: Kysely<DB>, ctx: RequestContext, p: InboxPage): Promise<{ list: MessageResponse[]; total: number }> {
  const filter = p.filter ?? {};
  const rows = await repo.findPage(db, ctx.actor.id, filter, p.pageSize, (p.page - 1) * p.pageSize);
  const total = await repo.count(db, ctx.actor.id, filter);
  return { list: rows.map((row) => toMessageResponse(row, ctx.lang)), total };
}

/** Marks the caller's unread ones among `ids` read; ids of others' or already read messages are ignored. */
export async function read(db: Kysely<DB>, ctx: RequestContext, ids: number[]): Promise<{ ids: number[] }> {
  return { ids: await repo.markRead(db, ctx.actor.id, { ids: [...new Set(ids)] }) };
}

export async function readAll(db: Kysely<DB>, ctx: RequestContext, type?: MessageKind): Promise<{ count: number }> {
  return { count: (await repo.markRead(db, ctx.actor.id, { type })).length };
}

export type UnreadCounts = Record<MessageKind | 'total', number>;

export async function unread(db: Kysely<DB>, ctx: RequestContext): Promise<UnreadCounts> {
  const byType = await repo.unreadByType(db, ctx.actor.id);
  const counts = Object.fromEntries(MESSAGE_KINDS.map((k) => [k, byType[k] ?? 0])) as Record<MessageKind, number>;
  return { ...counts, total: MESSAGE_KINDS.reduce((sum, k) => sum + counts[k], 0) };
}
