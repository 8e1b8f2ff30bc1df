// The ticket workflow: transitions from the contract (contract/feedback.ts)
// and the two commands that are not plain state changes, assign and reply.
// Each runs in the mechanism's transaction under the ticket's row lock, with
// its audit row; the to-dos it sends or completes commit with it (events.ts).
import { Type } from 'typebox';
import { sql, type Transaction } from 'kysely';
import type { ActionKey } from '../../../contract/access/actionKeys';
import { holdsKey } from '../../core/holders';
import { FEEDBACK, FEEDBACK_OPEN_STATES, REPLY_MAX, type FeedbackRecord } from '../../../contract/feedback';
import type { DB } from '../../db/schema';
import { conflict, invalidField } from '../../core/errors';
import { Id, Version } from '../../resources/schemas';
import { contractTransition } from '../../resources/review';
import type { CommandDef, TransitionDef } from '../../resources/types';
import { onAssigned, onClosedOrResolved, onReopened } from './events';

/** An assignee answers the ticket: the key of replying. */
export const FEEDBACK_KEY: ActionKey = 'feedback.reply';

type Transition = TransitionDef<'feedback', FeedbackRecord>;
const transition = (action: keyof typeof FEEDBACK.transitions) => contractTransition(FEEDBACK, action);

export const feedbackTransitions: Record<keyof typeof FEEDBACK.transitions, Transition> = {
  process: transition('process'),
  resolve: { ...transition('resolve'), set: () => ({ resolved_at: sql<Date>`now()` }), after: onClosedOrResolved },
  close: {
    ...transition('close'),
    set: (body) => ({ close_reason: String(body.reason).trim(), resolved_at: sql<Date>`now()` }),
    after: onClosedOrResolved,
  },
  reopen: { ...transition('reopen'), set: () => ({ resolved_at: null, close_reason: '' }), after: onReopened },
};

/**
 * Who can take tickets, as a condition on an `admins` row: enabled and holding
 * the feedback key (or role '*'). The assignee lookup offers only them
 * (feedback.ts `references`); checkAssignee refuses anyone else, saying why.
 */
export const assignable = () => sql<boolean>`(admins.disabled = false AND ${holdsKey(FEEDBACK_KEY)})`;

/** The staff member `id` can take tickets: enabled and holding the feedback key (or role '*'). */
async function checkAssignee(trx: Transaction<DB>, id: number): Promise<void> {
  const staff = await trx.selectFrom('admins').select(['disabled', holdsKey(FEEDBACK_KEY).as('holds')]).where('id', '=', id).executeTakeFirst();
  if (!staff || staff.disabled) throw invalidField('staffId', 'feedback.error.no_such_staff');
  if (!staff.holds) throw invalidField('staffId', 'feedback.error.staff_lacks_key');
}

export const feedbackCommands: Record<'assign' | 'reply', CommandDef<'feedback', FeedbackRecord>> = {
  assign: {
    summary: 'open | processing: hand the ticket to a staff member holding feedback.reply (a to-do for them)',
    body: {
      staffId: Id,
      version: Type.Optional({ ...Version, description: 'the version the assigner saw: another change since answers -5 (one of two assigners wins)' }),
    },
    from: FEEDBACK_OPEN_STATES,
    async run(trx, { body, current, update }) {
      if (body.version !== undefined && body.version !== current.version) throw conflict('error.stale_version', {}, { current });
      await checkAssignee(trx, Number(body.staffId));
      await update({ assignee_id: Number(body.staffId) });
    },
    after: onAssigned,
  },
  reply: {
    summary: 'open | processing: a public reply (an open ticket moves to processing) or an internal note',
    body: {
      body: Type.String({ minLength: 1, maxLength: REPLY_MAX, pattern: '\\S' }),
      internal: Type.Optional(Type.Boolean({ description: 'an internal note: staff only (default false)' })),
    },
    from: FEEDBACK_OPEN_STATES,
    async run(trx, { id, body, ctx, state, update }) {
      const internal = body.internal === true;
      await trx.insertInto('feedback_replies').values({
        feedback_id: id, body: String(body.body).trim(), internal, author_id: ctx.actor.id, author_name: ctx.actor.name,
      }).execute();
      await update({
        reply_count: sql<number>`reply_count + 1`,
        ...(!internal && state === 'open' ? { status: 'processing' } : {}),
      });
    },
  },
};
