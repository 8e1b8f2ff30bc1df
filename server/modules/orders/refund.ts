// The refund command: from paid or partly refunded, never more than what is
// left, once per idempotency key (a repeat answers the first refund; the key
// with another amount or reason is refused, -5 naming idempotencyKey), and the
// author's share clawed back pro rata in the ledger — all in the command's
// transaction, under the order's row lock (server/resources/service.ts), so
// concurrent refunds of one order run one after the other.
import { Type } from 'typebox';
import type { Transaction } from 'kysely';
import { formatCents } from '../../../contract/money';
import { IDEMPOTENCY_KEY_PATTERN, REFUNDABLE_STATES, type RefundAnswer } from '../../../contract/orders';
import { RefundAnswerSchema } from '../../../contract/records/orders';
import { Reason } from '../../../contract/records/schema';
import type { DB } from '../../db/schema';
import { fixedStatement } from '../../db/shaped';
import { conflictField, invalidField } from '../../core/errors';
import { StateRefusal } from '../../resources/commands';
import type { CommandArgs, CommandDef } from '../../resources/types';
import { postLedger } from '../authors';
import { findRefund, insertRefund } from './repository';
import type { OrderStatus } from './schema';

/**
 * The part of the author's income that `refunded` (of `amount`) takes back, to
 * the fen (rounded down): the clawback of one refund is the difference of this
 * after and before it, so the clawbacks of a full refund add up to the income.
 */
export const clawedBack = (income: number, refunded: number, amount: number): number =>
  Math.floor((income * refunded) / amount);

// compiled once (server/db/shaped.ts)
const refundable = fixedStatement((db, id: number) => db.selectFrom('orders')
  .select(['status', 'amount_cents', 'refunded_cents', 'author_id', 'author_share_cents']).where('id', '=', id));

async function refund(trx: Transaction<DB>, { id, body, ctx, update, unchanged }: CommandArgs<'orders', unknown>): Promise<RefundAnswer> {
  const key = String(body.idempotencyKey);
  const amount = Number(body.amountCents);
  const reason = String(body.reason).trim();
  const first = await findRefund(trx, id, key);
  if (first) {
    // a key names one request: the same one is answered again, a different one
    // is refused rather than silently answered with a refund it did not ask for
    if (first.amountCents !== amount || first.reason !== reason) {
      throw conflictField('idempotencyKey', 'orders.error.key_reused', { key, amount: formatCents(first.amountCents) });
    }
    unchanged();
    return { refund: first, replayed: true };
  }
  const [order] = await refundable(trx, id);
  // a refusal by state: -4 like a missing order for a caller who may not read orders (server/resources/service.ts)
  if (!(REFUNDABLE_STATES as readonly string[]).includes(order.status)) throw new StateRefusal('orders.error.not_refundable');
  const total = Number(order.amount_cents);
  const before = Number(order.refunded_cents);
  if (amount > total - before) {
    throw invalidField('amountCents', 'orders.error.refund_exceeds', { max: formatCents(total - before) });
  }
  const after = before + amount;
  const status: OrderStatus = after === total ? 'refunded' : 'partially_refunded';
  const income = Number(order.author_share_cents);
  const clawback = clawedBack(income, after, total) - clawedBack(income, before, total);
  await update({ refunded_cents: after, status });
  // the refund row first: the clawback names it as its source (author_ledger.refund_id)
  const row = await insertRefund(trx, {
    orderId: id, amountCents: amount, clawbackCents: clawback, reason, idempotencyKey: key,
    refundedAfter: after, statusAfter: status, actorId: ctx.actor.id, actorName: ctx.actor.name,
  });
  if (order.author_id !== null && clawback > 0) {
    await postLedger(trx, {
      authorId: order.author_id, kind: 'refund_clawback', amountCents: clawback, orderId: id, refundId: row.id, reason, actorId: ctx.actor.id,
    });
  }
  return { refund: row, replayed: false };
}

export const refundCommand: CommandDef<'orders', unknown> = {
  summary: 'paid | partially_refunded → partially_refunded | refunded; the same request again (same idempotencyKey, '
    + 'amountCents and reason) answers the first refund; the key with another amount or reason is -5 naming idempotencyKey',
  body: {
    amountCents: Type.Integer({ minimum: 1, maximum: 100_000_000, description: 'fen' }),
    reason: Reason,
    idempotencyKey: Type.String({ pattern: IDEMPOTENCY_KEY_PATTERN, description: 'the same key never refunds twice, and names one request (amount and reason)' }),
  },
  // `refunded` too: a repeat of the request that completed the refund still answers it
  from: [...REFUNDABLE_STATES, 'refunded'],
  stepUp: true,
  money: true,
  answer: RefundAnswerSchema,
  run: refund,
};
