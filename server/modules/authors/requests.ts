// What the platform does when an author asks to be paid out (demo data and test
// fixtures stand in for it): the request, with the payout account as it is now,
// and the freeze of its amount, in one transaction. Whether it needs two
// approvers is fixed at this moment from WITHDRAWAL_FOUR_EYES_CENTS, so a later
// change of the setting does not change the rule for requests already made.
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { announce } from '../../queue/live';
import { postLedger } from './ledger';

export interface WithdrawalRequest {
  authorId: number;
  amountCents: number;
  feeCents?: number;
  /** config.withdrawalFourEyesCents */
  fourEyesCents: number;
  requestedAt?: Date;
}

/** Inserts the request and freezes its amount (-5 when the available balance is short); answers its id. */
export async function requestWithdrawal(trx: Transaction<DB>, r: WithdrawalRequest): Promise<number> {
  const author = await trx.selectFrom('authors').select(['payout_method', 'payout_account'])
    .where('id', '=', r.authorId).executeTakeFirstOrThrow();
  const at = r.requestedAt ?? new Date();
  const row = await trx.insertInto('withdrawals').values({
    author_id: r.authorId,
    amount_cents: r.amountCents,
    fee_cents: r.feeCents ?? 0,
    payout_method: author.payout_method,
    payout_account: author.payout_account,
    approvals_needed: r.amountCents >= r.fourEyesCents ? 2 : 1,
    requested_at: at,
    created_at: at,
    updated_at: at,
  }).returning('id').executeTakeFirstOrThrow();
  await postLedger(trx, { authorId: r.authorId, kind: 'withdrawal_freeze', amountCents: r.amountCents, withdrawalId: Number(row.id) });
  // it now waits on finance: open review queues show it at once (docs/review-queue.md "Live")
  await announce(trx, { type: 'withdrawals', id: Number(row.id), kind: 'item' });
  return Number(row.id);
}
