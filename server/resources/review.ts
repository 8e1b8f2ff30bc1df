// Transitions declared from the contract (contract): the states and whether
// a reason is asked come from there, so API and panel cannot disagree. And the
// content review workflow several content resources share (draft → pending →
// published / rejected, published ⇄ hidden), over tables with the review fields
// `reason`, `reviewedBy` and `publishedAt` (contract/review.ts REVIEW_FIELDS).
import { sql, type UpdateObject } from 'kysely';
import { Reason } from '../../contract/records/schema';
import type { ResourceContract } from '../../contract/types';
import type { DB } from '../db/schema';
import type { TransitionDef } from './types';

/** A transition's states (and its reason body, `Reason`) as the contract has them. */
export function contractTransition<C extends ResourceContract>(
  contract: C, action: keyof NonNullable<C['transitions']> & string,
): Pick<TransitionDef<keyof DB>, 'from' | 'to' | 'body'> {
  const def = contract.transitions?.[action];
  if (!def) throw new Error(`${contract.resource}: the contract has no transition ${action}`);
  return { from: def.from, to: def.to, ...(def.reason ? { body: { reason: Reason } } : {}) };
}

type After<T extends keyof DB, Resp> = TransitionDef<T, Resp>['after'];

/**
 * submit, approve (publishedAt stamped on the first publication), reject and
 * hide (with their reason), restore; each reviewing one records the reviewer.
 * `after` adds consequences (a todo on submit, a message on reject).
 */
export function reviewTransitions<T extends keyof DB, Resp>(
  contract: ResourceContract, after: { submit?: After<T, Resp>; reject?: After<T, Resp> } = {},
): Record<'submit' | 'approve' | 'reject' | 'hide' | 'restore', TransitionDef<T, Resp>> {
  const columns = (values: Record<string, unknown>) => values as UpdateObject<DB, T>;
  const withReason = (body: Record<string, unknown>, reviewer: number) => columns({ reason: String(body.reason).trim(), reviewed_by: reviewer });
  return {
    submit: { ...contractTransition(contract, 'submit'), after: after.submit },
    approve: {
      ...contractTransition(contract, 'approve'),
      set: (_body, ctx) => columns({ published_at: sql<Date>`coalesce(published_at, now())`, reviewed_by: ctx.actor.id, reason: '' }),
    },
    reject: { ...contractTransition(contract, 'reject'), set: (body, ctx) => withReason(body, ctx.actor.id), after: after.reject },
    hide: { ...contractTransition(contract, 'hide'), set: (body, ctx) => withReason(body, ctx.actor.id) },
    restore: { ...contractTransition(contract, 'restore'), set: (_body, ctx) => columns({ reason: '', reviewed_by: ctx.actor.id }) },
  };
}
