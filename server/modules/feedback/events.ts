// What the ticket workflow tells staff, inside the change's transaction: the
// assignee gets a to-do naming the ticket; it is done by itself when the ticket
// is resolved or closed, or handed to someone else (the new assignee gets a
// new one); reopening a ticket gives its assignee a new to-do.
import type { Transaction } from 'kysely';
import type { FeedbackRecord } from '../../../contract/feedback';
import type { DB } from '../../db/schema';
import type { CommandEvent, TransitionEvent } from '../../resources/types';
import type { RequestContext } from '../../core/context';
import { FEEDBACK_ASSIGNED, completeTodosFor, notify } from '../messages';

export const ticketLink = (id: number) => `#/wow_feedback/feedback/${id}/show`;

const excerpt = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

async function todoFor(trx: Transaction<DB>, ctx: RequestContext, ticket: FeedbackRecord): Promise<void> {
  if (ticket.assigneeId === null) return;
  await notify(trx, {
    to: { adminIds: [ticket.assigneeId] },
    type: 'todo',
    ...FEEDBACK_ASSIGNED,
    // the message centre's text of this to-do: '{actor} 将反馈 #{ticket} 分配给你：“{subject}”'
    params: { actor: ctx.actor.name, ticket: ticket.id, subject: excerpt(ticket.content) },
    messageType: 0,
    link: ticketLink(ticket.id),
    // no state: done when the ticket is resolved, closed or reassigned (below), not when it moves to processing
    subject: { resource: 'feedback', id: ticket.id },
  });
}

export async function onAssigned(trx: Transaction<DB>, { before, after, ctx }: CommandEvent<FeedbackRecord>): Promise<void> {
  if (before.assigneeId === after.assigneeId) return;
  await completeTodosFor(trx, { resource: 'feedback', id: after.id });
  await todoFor(trx, ctx, after);
}

export async function onClosedOrResolved(trx: Transaction<DB>, { after }: TransitionEvent<FeedbackRecord>): Promise<void> {
  await completeTodosFor(trx, { resource: 'feedback', id: after.id });
}

export async function onReopened(trx: Transaction<DB>, { after, ctx }: TransitionEvent<FeedbackRecord>): Promise<void> {
  await todoFor(trx, ctx, after);
}
