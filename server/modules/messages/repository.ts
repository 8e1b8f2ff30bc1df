// SQL only: the messages table. Every read and write is scoped to one
// recipient (admin_id), so no call can see or change another's messages.
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { holdsKey } from '../../core/holders';
import type { DB } from '../../db/schema';
import { fixedStatement } from '../../db/shaped';
import type { MessageKind, MessagesTable } from './schema';
import type { Recipients } from './notify';

type Db = Kysely<DB> | Transaction<DB>;

export interface InboxFilter { type?: MessageKind; status?: 0 | 1 }

const inbox = (db: Db, adminId: number, filter: InboxFilter = {}) => db.selectFrom('messages')
  .where('admin_id', '=', adminId)
  .$if(filter.type !== undefined, (q) => q.where('type', '=', filter.type!))
  .$if(filter.status !== undefined, (q) => q.where('status', '=', filter.status!));

/** One page of the inbox: unread first, then newest (id breaks ties within one transaction's sends). */
export function findPage(db: Db, adminId: number, filter: InboxFilter, limit: number, offset: number) {
  return inbox(db, adminId, filter).selectAll()
    .orderBy('status', 'asc').orderBy('created_at', 'desc').orderBy('id', 'desc')
    .limit(limit).offset(offset).execute();
}
export type MessageRow = Awaited<ReturnType<typeof findPage>>[number];

export async function count(db: Db, adminId: number, filter: InboxFilter): Promise<number> {
  const row = await inbox(db, adminId, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Unread items per type. */
export async function unreadByType(db: Db, adminId: number): Promise<Partial<Record<MessageKind, number>>> {
  const rows = await inbox(db, adminId, { status: 0 }).select(['type', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('type').execute();
  return Object.fromEntries(rows.map((r) => [r.type, Number(r.n)]));
}

/**
 * Marks the recipient's unread messages among `ids` (or all of them, of one
 * type) read, in one conditional statement: ids of others' or already read
 * messages match nothing, and of two concurrent calls each id is reported once.
 */
export async function markRead(db: Db, adminId: number, target: { ids: number[] } | { type?: MessageKind }): Promise<number[]> {
  let q = db.updateTable('messages').set({ status: 1, read_at: sql<Date>`now()` })
    .where('admin_id', '=', adminId).where('status', '=', 0);
  if ('ids' in target) q = q.where('id', 'in', target.ids);
  else if (target.type) q = q.where('type', '=', target.type);
  const rows = await q.returning('id').execute();
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/**
 * Enabled staff addressed by `to`, ascending. `key` is held as core/holders.ts
 * says: role '*' holds every key, and the key '*' only role '*'.
 */
export async function recipientIds(db: Db, to: Recipients): Promise<number[]> {
  const { key, adminIds, exceptAdminId } = to;
  const rows = await db.selectFrom('admins').select('id')
    .where('disabled', '=', false)
    .where((eb) => eb.or([
      ...(key ? [holdsKey(key)] : []),
      ...(adminIds?.length ? [eb('id', 'in', adminIds)] : []),
    ]))
    .$if(exceptAdminId !== undefined, (q) => q.where('id', '<>', exceptAdminId!))
    .orderBy('id').execute();
  return rows.map((r) => r.id);
}

export async function insertMessages(db: Db, rows: Insertable<MessagesTable>[]): Promise<void> {
  await db.insertInto('messages').values(rows).execute();
}

/** A staff member's avatar, for items they send (empty when unknown). */
export async function avatarOf(db: Db, adminId: number): Promise<string> {
  const row = await db.selectFrom('admins').select('avatar').where('id', '=', adminId).executeTakeFirst();
  return row?.avatar ?? '';
}

/**
 * Marks the open to-dos about one record done (tag 1) and read, unless they
 * ask about the state it is now in. Answers how many.
 */
export async function completeTodosAbout(db: Db, now: { resource: string; id: number; state: string | null }): Promise<number> {
  // every state change asks this: compiled once per form (server/db/shaped.ts)
  const rows = now.state === null ? await completeAll(db, now.resource, String(now.id))
    : await completeLeft(db, now.resource, String(now.id), now.state);
  return rows.length;
}

// the constants are written into the text (sql.lit): a statement kept by shape binds only its values
const openTodos = (db: Db, resource: string, id: string) => db.updateTable('messages')
  .set({ message_type: sql.lit(1), status: sql.lit(1), read_at: sql<Date>`coalesce(read_at, now())` })
  .where('subject_resource', '=', resource).where('subject_id', '=', id)
  .where('message_type', '=', sql.lit(0));
// state null: the record was deleted, every to-do about it is done
const completeAll = fixedStatement((db, resource: string, id: string) => openTodos(db, resource, id).returning('id'));
const completeLeft = fixedStatement((db, resource: string, id: string, state: string) => openTodos(db, resource, id)
  .where('subject_state', '<>', state).returning('id'));
