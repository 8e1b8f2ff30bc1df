// Demo data of the authors module: the profile details of the core step's
// authors (real names, contacts, payout accounts, revenue shares, reasons), an
// opening balance for each approved or suspended author, and withdrawals in
// every state (two waiting on a second approver). Balances move only through
// the ledger, as in production. Income comes from the orders module's paid orders.
import { sql, type Transaction } from 'kysely';
import { AUTHORS } from '../../../../contract/authors';
import type { DB } from '../../../db/schema';
import { loadConfig } from '../../../config';
import type { Rng } from '../../../seed/rng';
import { daysAgo } from '../../../seed/rng';
import type { SeedStep } from '../../../seed/types';
import { postLedger } from '../ledger';
import { seedWithdrawals } from './withdrawals';

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '周', '吴', '徐', '孙', '林', '何', '郭', '马'];
const GIVEN = ['子涵', '浩然', '雨桐', '思远', '嘉怡', '俊杰', '欣妍', '宇航', '梦琪', '志强', '婉清', '博文'];
const SHARES = [50, 60, 65, 70, 70, 70, 70, 75, 80];
const METHODS = ['alipay', 'alipay', 'wechat', 'bank'] as const;

function profile(rng: Rng, status: string) {
  const phone = `1${rng.pick(['35', '38', '39', '58', '86', '88'])}${String(rng.int(10_000_000, 99_999_999))}`;
  const method = rng.pick(METHODS);
  const account = method === 'bank' ? `6222${String(rng.int(100_000_000, 999_999_999))}${String(rng.int(100_000, 999_999))}` : phone;
  const reasons = AUTHORS.labels['zh-CN'].reasons!;
  const reason = status === 'rejected' ? rng.pick(reasons.reject) : status === 'suspended' ? rng.pick(reasons.suspend) : '';
  return {
    real_name: rng.pick(SURNAMES) + rng.pick(GIVEN), contact: phone, payout_method: method,
    payout_account: account, revenue_share: rng.pick(SHARES), reason,
  };
}

async function fillProfiles(trx: Transaction<DB>, rng: Rng, authors: { id: number; status: string }[]) {
  if (!authors.length) return;
  const values = authors.map((a) => {
    const p = profile(rng, a.status);
    return sql`(${a.id}::int, ${p.real_name}, ${p.contact}, ${p.payout_method}, ${p.payout_account}, ${p.revenue_share}::int, ${p.reason})`;
  });
  await sql`UPDATE authors SET real_name = v.real_name, contact = v.contact, payout_method = v.payout_method,
      payout_account = v.payout_account, revenue_share = v.revenue_share, reason = v.reason
    FROM (VALUES ${sql.join(values)}) AS v(id, real_name, contact, payout_method, payout_account, revenue_share, reason)
    WHERE authors.id = v.id`.execute(trx);
}

/**
 * The paid withdrawals as one settled payout batch (docs/money.md "Payout batches"), made and handed to the
 * bank the day before the first of them was paid: the batches' screen has a batch to show. Answers 1, or 0
 * when nothing was paid.
 */
async function seedPaidBatch(trx: Parameters<SeedStep['run']>[0]['trx']): Promise<number> {
  const paid = await trx.selectFrom('withdrawals').select(['id', 'amount_cents', 'paid_at']).where('status', '=', 'paid').orderBy('id').execute();
  if (!paid.length) return 0;
  const first = Math.min(...paid.map((w) => new Date(w.paid_at as Date).getTime()));
  const at = new Date(first - 86_400_000);
  const batch = await trx.insertInto('withdrawal_batches').values({
    line_count: paid.length, total_cents: paid.reduce((sum, w) => sum + Number(w.amount_cents), 0), created_at: at, updated_at: at, exported_at: at,
  }).returning('id').executeTakeFirstOrThrow();
  await trx.updateTable('withdrawals').set({ batch_id: Number(batch.id) }).where('id', 'in', paid.map((w) => w.id)).execute();
  return 1;
}

export const authorMoneyStep: SeedStep = {
  name: 'author money',
  async run({ trx, now, rng: stream }) {
    const rng = stream('author-money');
    const authors = await trx.selectFrom('authors').select(['id', 'status']).orderBy('id').execute();
    await fillProfiles(trx, rng, authors);
    const earning = authors.filter((a) => a.status === 'approved' || a.status === 'suspended');
    for (const a of earning) {
      await postLedger(trx, {
        authorId: a.id, kind: 'adjustment', amountCents: rng.int(2_000, 60_000) * 100,
        reason: '期初余额（自旧结算系统迁入） / Opening balance (migrated from the old settlement system)',
      });
    }
    await trx.updateTable('author_ledger').set({ created_at: daysAgo(now, 120) }).execute();
    const fourEyesCents = loadConfig(process.env).withdrawalFourEyesCents;
    const withdrawals = await seedWithdrawals(trx, rng, now, earning.filter((a) => a.status === 'approved').map((a) => a.id), fourEyesCents);
    // each row at the time of its step: the payout at the withdrawal's paid_at, so the day's reconciliation
    // (server/modules/reconciliation) finds the payout and its ledger row on the same Beijing day
    await sql`UPDATE author_ledger l SET created_at = CASE WHEN l.kind = 'withdrawal_paid' THEN coalesce(w.paid_at, w.requested_at)
      ELSE w.requested_at END FROM withdrawals w WHERE l.withdrawal_id = w.id`.execute(trx);
    const batches = await seedPaidBatch(trx);
    const ledger = await trx.selectFrom('author_ledger').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const approvals = await trx.selectFrom('withdrawal_approvals').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { withdrawals, withdrawal_batches: batches, withdrawal_approvals: Number(approvals.n), author_ledger: Number(ledger.n) };
  },
};
