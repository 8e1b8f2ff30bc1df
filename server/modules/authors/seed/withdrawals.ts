// Demo withdrawals in every state, made the way production makes them: the
// request freezes the amount, approvals are rows by real staff, and paying,
// rejecting or failing posts its ledger row.
import type { Transaction } from 'kysely';
import { WITHDRAWALS, type WithdrawalState } from '../../../../contract/withdrawals';
import type { DB } from '../../../db/schema';
import type { Rng } from '../../../seed/rng';
import { daysAgo } from '../../../seed/rng';
import { postLedger } from '../ledger';
import { requestWithdrawal } from '../requests';

type Plan = { state: WithdrawalState; large: boolean; approvals: number };
// every state; large requests with none and with one of their two approvals
const PLANS: Plan[] = [
  { state: 'requested', large: false, approvals: 0 }, { state: 'requested', large: true, approvals: 1 },
  { state: 'requested', large: true, approvals: 1 }, { state: 'requested', large: true, approvals: 0 },
  { state: 'approved', large: false, approvals: 1 }, { state: 'approved', large: true, approvals: 2 },
  { state: 'paid', large: false, approvals: 1 }, { state: 'paid', large: true, approvals: 2 },
  { state: 'paid', large: false, approvals: 1 }, { state: 'paid', large: false, approvals: 1 },
  { state: 'rejected', large: false, approvals: 0 }, { state: 'failed', large: false, approvals: 1 },
];

async function staffIds(trx: Transaction<DB>) {
  const rows = await trx.selectFrom('admins').select(['id', 'username', 'name']).where('username', 'in', ['finance', 'admin']).execute();
  const by = (u: string) => rows.find((r) => r.username === u);
  return [by('finance'), by('admin')].filter((r): r is NonNullable<typeof r> => !!r);
}

async function settle(
  trx: Transaction<DB>, rng: Rng, w: { id: number; authorId: number; amount: number; requestedAt: Date }, plan: Plan, staff: { id: number }[],
) {
  const { id, authorId, amount, requestedAt } = w;
  const payer = staff[staff.length - 1]?.id ?? null;
  if (plan.state === 'paid') {
    await postLedger(trx, { authorId, kind: 'withdrawal_paid', amountCents: amount, withdrawalId: id, actorId: payer });
    await trx.updateTable('withdrawals').set({
      status: 'paid', reference: `ALI${String(rng.int(10_000_000, 99_999_999))}${id}`, paid_by: payer, paid_at: new Date(requestedAt.getTime() + 2 * 86_400_000),
    }).where('id', '=', id).execute();
  } else if (plan.state === 'rejected' || plan.state === 'failed') {
    await postLedger(trx, { authorId, kind: 'withdrawal_unfreeze', amountCents: amount, withdrawalId: id, actorId: payer });
    const reasons = WITHDRAWALS.labels['zh-CN'].reasons![plan.state === 'rejected' ? 'reject' : 'fail'];
    await trx.updateTable('withdrawals').set({ status: plan.state, reason: rng.pick(reasons) }).where('id', '=', id).execute();
  } else if (plan.state === 'approved') {
    await trx.updateTable('withdrawals').set({ status: 'approved' }).where('id', '=', id).execute();
  }
}

/** Answers the number of withdrawals written. */
export async function seedWithdrawals(trx: Transaction<DB>, rng: Rng, now: Date, authorIds: number[], fourEyesCents: number): Promise<number> {
  const staff = await staffIds(trx);
  const count = Math.min(PLANS.length, authorIds.length);
  for (let i = 0; i < count; i++) {
    const plan = PLANS[i];
    const authorId = authorIds[i];
    const amount = plan.large ? fourEyesCents + rng.int(0, 500) * 100 : rng.int(100, 1_500) * 100;
    const requestedAt = daysAgo(now, plan.state === 'requested' ? rng.float(0.1, 3) : rng.float(5, 60));
    const id = await requestWithdrawal(trx, { authorId, amountCents: amount, fourEyesCents, requestedAt });
    const approvers = staff.slice(0, plan.approvals);
    if (approvers.length) {
      await trx.insertInto('withdrawal_approvals')
        .values(approvers.map((s) => ({ withdrawal_id: id, admin_id: s.id, admin_name: s.name, created_at: requestedAt }))).execute();
    }
    await settle(trx, rng, { id, authorId, amount, requestedAt }, plan, staff);
  }
  return count;
}
