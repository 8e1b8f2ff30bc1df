// The author ledger: the only way an author's balance moves. postLedger runs in
// the caller's transaction (the paid order, the refund, the withdrawal step), so
// the cause, its ledger row and the balance commit or roll back together; one
// UPDATE … RETURNING moves the balance, which also locks the author's row until
// the caller commits, so concurrent postings for one author serialise.
import { sql, type Kysely, type Transaction } from 'kysely';
import { conflict, notFound } from '../../core/errors';
import type { DB } from '../../db/schema';
import { fixedStatement } from '../../db/shaped';
import type { LedgerKind } from './schema';

export type { LedgerKind } from './schema';

export interface LedgerPosting {
  authorId: number;
  kind: LedgerKind;
  /**
   * Fen. Positive (income may be 0: a paid order at a 0 % share still gets
   * its one income row); the kind gives the direction (income credits,
   * refund_clawback debits, withdrawal_freeze moves available → frozen,
   * withdrawal_unfreeze frozen → available, withdrawal_paid takes it out of
   * frozen). Only `adjustment` is signed (non-zero): + credits, − debits.
   */
  amountCents: number;
  orderId?: number | null;
  withdrawalId?: number | null;
  /** a refund clawback's refund (order_refunds.id): the row's source */
  refundId?: number | null;
  reason?: string;
  actorId?: number | null;
}

export interface LedgerEntry {
  id: number;
  availableAfter: number;
  frozenAfter: number;
}

/** How each kind moves [available, frozen] for a posted amount. */
const DELTAS: Record<LedgerKind, (amount: number) => [number, number]> = {
  income: (a) => [a, 0],
  refund_clawback: (a) => [-a, 0],
  withdrawal_freeze: (a) => [-a, a],
  withdrawal_unfreeze: (a) => [a, -a],
  withdrawal_paid: (a) => [0, -a],
  adjustment: (a) => [a, 0],
};

export const LEDGER_KINDS = Object.keys(DELTAS) as LedgerKind[];

/** A programming error: an amount that is not a positive integer of fen (signed for adjustment). */
export class LedgerError extends Error {
  constructor(readonly reason: 'amount') {
    super(`ledger: bad amount for its kind`);
    this.name = 'LedgerError';
  }
}

function deltasOf(kind: LedgerKind, amount: number): [number, number] {
  const ok = Number.isSafeInteger(amount) && (kind === 'adjustment' ? amount !== 0 : amount > 0 || (amount === 0 && kind === 'income'));
  if (!ok) throw new LedgerError('amount');
  return DELTAS[kind](amount);
}

/**
 * Inserts one ledger row and moves the author's balance by it, in `trx`.
 * Refuses (-5, nothing written) a freeze larger than the available balance and
 * anything that would make the frozen balance negative; an unknown author is -4.
 * A second income row for one order violates a unique index (the caller's bug).
 */
export async function postLedger(trx: Transaction<DB>, p: LedgerPosting): Promise<LedgerEntry> {
  const [dAvail, dFrozen] = deltasOf(p.kind, p.amountCents);
  const [moved] = p.kind === 'withdrawal_freeze' ? await moveFunded(trx, dAvail, dFrozen, p.authorId, dFrozen, p.amountCents)
    : await move(trx, dAvail, dFrozen, p.authorId, dFrozen);
  if (!moved) throw await refusal(trx, p);
  const [row] = await addEntry(trx, p.authorId, p.kind, p.amountCents, dAvail, dFrozen, Number(moved.available_cents),
    Number(moved.frozen_cents), p.orderId ?? null, p.withdrawalId ?? null, p.refundId ?? null, p.reason ?? '', p.actorId ?? null);
  return { id: Number(row.id), availableAfter: Number(moved.available_cents), frozenAfter: Number(moved.frozen_cents) };
}

// every money command posts: its statements compiled once (server/db/shaped.ts); the frozen delta is
// bound twice, once per place, as a kept text binds each value once
const moveBalance = (db: Kysely<DB>, dAvail: number, dFrozen: number, authorId: number, dFrozenAgain: number) => db
  .updateTable('authors')
  .set({ available_cents: sql`available_cents + ${dAvail}::bigint`, frozen_cents: sql`frozen_cents + ${dFrozen}::bigint` })
  .where('id', '=', authorId)
  .where(sql<boolean>`frozen_cents + ${dFrozenAgain}::bigint >= 0`);
const move = fixedStatement((db, dAvail: number, dFrozen: number, authorId: number, dFrozenAgain: number) =>
  moveBalance(db, dAvail, dFrozen, authorId, dFrozenAgain).returning(['available_cents', 'frozen_cents']));
/** A freeze also needs the amount available. */
const moveFunded = fixedStatement((db, dAvail: number, dFrozen: number, authorId: number, dFrozenAgain: number, amount: number) =>
  moveBalance(db, dAvail, dFrozen, authorId, dFrozenAgain).where(sql<boolean>`available_cents >= ${amount}::bigint`)
    .returning(['available_cents', 'frozen_cents']));
const addEntry = fixedStatement((db, authorId: number, kind: LedgerKind, amount: number, dAvail: number, dFrozen: number,
  availableAfter: number, frozenAfter: number, orderId: number | null, withdrawalId: number | null, refundId: number | null,
  reason: string, actorId: number | null) => db
  .insertInto('author_ledger')
  .values({
    author_id: authorId, kind, amount_cents: amount, available_delta: dAvail, frozen_delta: dFrozen, available_after: availableAfter,
    frozen_after: frozenAfter, order_id: orderId, withdrawal_id: withdrawalId, refund_id: refundId, reason, actor_id: actorId,
  })
  .returning('id'));

async function refusal(trx: Transaction<DB>, p: LedgerPosting): Promise<Error> {
  const exists = await trx.selectFrom('authors').select('id').where('id', '=', p.authorId).executeTakeFirst();
  if (!exists) return notFound();
  return conflict(p.kind === 'withdrawal_freeze' ? 'authors.error.insufficient' : 'authors.error.frozen');
}

/**
 * An author's share of an amount at a revenue share (0–100 %), rounded down to
 * the fen. For pro-rata clawbacks use shareOf(total refunded) − shareOf(refunded
 * before), so the sum of clawbacks never exceeds the income.
 */
export const shareOf = (amountCents: number, revenueShare: number): number =>
  Math.floor((amountCents * revenueShare) / 100);
