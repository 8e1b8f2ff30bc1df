// Message-centre fixtures: staff accounts to act as, messages inserted directly
// (any state, any time), and reads of the messages table.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';
import type { MessageKind } from '../../../server/modules/messages';
import type { TestApp } from '../helpers';

export interface Member { id: number; username: string; token: string }

export async function member(t: TestApp, username: string, role: string, modules: string[]): Promise<Member> {
  const s = await t.createStaff({ username, role, modules });
  return { id: s.id, username, token: await t.login(username, s.password) };
}

export interface MessageInput {
  type?: MessageKind;
  /** i18n keys; default: the guide's pending-article todo */
  title?: string;
  subTitle?: string;
  content?: string;
  params?: Record<string, string | number>;
  read?: boolean;
  minutesAgo?: number;
  messageType?: 0 | 1 | 3 | null;
  link?: string | null;
  avatar?: string;
}

export async function insertMessage(db: Kysely<DB>, adminId: number, m: MessageInput = {}): Promise<number> {
  const at = new Date(Date.now() - (m.minutesAgo ?? 0) * 60_000);
  const type = m.type ?? 'todo';
  const row = await db.insertInto('messages').values({
    admin_id: adminId,
    type,
    title: m.title ?? 'msg.guide.article_pending.title',
    sub_title: m.subTitle ?? '',
    content: m.content ?? 'msg.guide.article_pending.content',
    params: JSON.stringify(m.params ?? { author: 'Alice', title: 'Frost Mage 101', category: '法师' }),
    message_type: m.messageType !== undefined ? m.messageType : type === 'message' ? null : 0,
    link: m.link ?? null,
    avatar: m.avatar ?? '',
    status: m.read ? 1 : 0,
    read_at: m.read ? at : null,
    created_at: at,
  }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Every message of one staff member, oldest first. */
export function messagesOf(db: Kysely<DB>, adminId: number) {
  return db.selectFrom('messages').selectAll().where('admin_id', '=', adminId).orderBy('id').execute();
}

export async function messageCount(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Runs `work` while every insert into `table` fails, as a mailbox (or an audit
 * log) that refuses would: a change that writes there must roll back whole.
 */
export async function withInsertsRefused<T>(db: Kysely<DB>, table: 'messages' | 'audit_log', work: () => Promise<T>): Promise<T> {
  await sql.raw(`
    CREATE FUNCTION refuse_insert() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION '${table} full (simulated)'; END $$;
    CREATE TRIGGER refuse_insert BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_insert();
  `).execute(db);
  try {
    return await work();
  } finally {
    await sql.raw(`DROP TRIGGER refuse_insert ON ${table}; DROP FUNCTION refuse_insert();`).execute(db);
  }
}
