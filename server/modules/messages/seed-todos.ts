// The demo to-dos that name other modules' records: each names a real record of the demo data
// (a ticket, a withdrawal, a build, a live room), links to its page and asks about its state, so
// it completes itself when someone acts on it (./todos.ts). The messages step runs after every
// module's own data (`last`, server/seed/index.ts) so these records are there to name.
import type { Params } from '../../core/errors';
import { daysAgo, type Rng } from '../../seed/rng';
import { DEMO_STAFF } from '../../seed/staff';
import type { SeedContext } from '../../seed/types';
import type { MessageTag, MessageTexts, TodoSubject } from './notify';
import type { MessageKind } from './schema';
import { BUILD_PENDING, FEEDBACK_ASSIGNED, LIVE_REPORTED, WITHDRAWAL_REQUESTED } from './texts';

export interface Item {
  type: MessageKind;
  texts: MessageTexts;
  params: Params;
  at: Date;
  messageType?: MessageTag;
  link?: string;
  subject?: TodoSubject;
}

export const staffName = (username: string) => DEMO_STAFF.find((s) => s.username === username)!.name;

/** A moment `days` ago, at one minute's precision (as a person would read it). */
export const ago = (ctx: SeedContext, days: number) => new Date(Math.floor(daysAgo(ctx.now, days).getTime() / 60_000) * 60_000);

/** A to-do about a record: its page, and the state it waits in. */
const todo = (texts: MessageTexts, params: Params, at: Date, page: string, subject: TodoSubject): Item => ({
  type: 'todo', texts, params, at: new Date(at), messageType: 0, link: `#/${page}/${subject.id}/show`, subject,
});

/** Open tickets assigned by support, newest first: "陈静 assigned you ticket #312: …". */
export async function feedbackTodos(ctx: SeedContext, n: number): Promise<Item[]> {
  const rows = await ctx.trx.selectFrom('feedback').select(['id', 'content', 'status', 'created_at'])
    .where('status', 'in', ['open', 'processing']).orderBy('created_at', 'desc').orderBy('id').limit(n).execute();
  return rows.map((r) => todo(FEEDBACK_ASSIGNED, { actor: staffName('support'), ticket: Number(r.id), subject: r.content.slice(0, 40) },
    r.created_at, 'wow_feedback/feedback', { resource: 'feedback', id: Number(r.id), state: r.status }));
}

/** Withdrawals waiting for approval, newest first, with their authors and amounts. */
export async function withdrawalTodos(ctx: SeedContext, n: number): Promise<Item[]> {
  const rows = await ctx.trx.selectFrom('withdrawals').innerJoin('authors', 'authors.id', 'withdrawals.author_id')
    .select(['withdrawals.id', 'withdrawals.amount_cents', 'withdrawals.requested_at', 'authors.pen_name'])
    .where('withdrawals.status', '=', 'requested').orderBy('withdrawals.requested_at', 'desc').orderBy('withdrawals.id').limit(n).execute();
  return rows.map((r) => todo(WITHDRAWAL_REQUESTED,
    { author: r.pen_name, amount: (Number(r.amount_cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }) },
    r.requested_at, 'wow_author/withdraws', { resource: 'withdrawals', id: Number(r.id), state: 'requested' }));
}

/** Builds waiting for review, newest first. */
export async function buildTodos(ctx: SeedContext, n: number): Promise<Item[]> {
  const rows = await ctx.trx.selectFrom('builds').innerJoin('users', 'users.id', 'builds.user_id')
    .select(['builds.id', 'builds.title', 'builds.created_at', 'users.nickname'])
    .where('builds.status', '=', 'pending').orderBy('builds.created_at', 'desc').orderBy('builds.id').limit(n).execute();
  return rows.map((r) => todo(BUILD_PENDING, { author: r.nickname, title: r.title },
    r.created_at, 'wow_build/bulid', { resource: 'builds', id: Number(r.id), state: 'pending' }));
}

/** A live room on air reported several times within minutes (the count is the alert's, not stored). */
export async function liveTodo(ctx: SeedContext, rng: Rng): Promise<Item[]> {
  const room = await ctx.trx.selectFrom('live_rooms').select(['id', 'title']).where('status', '=', 'approved')
    .orderBy('id').limit(1).offset(rng.int(0, 9)).executeTakeFirst();
  if (!room) return [];
  const item = todo(LIVE_REPORTED, { room: room.title, count: rng.int(6, 15) }, ago(ctx, rng.float(0.05, 0.5)),
    'wow_live/live', { resource: 'live_rooms', id: Number(room.id), state: 'approved' });
  return [{ ...item, messageType: 3 }];
}
