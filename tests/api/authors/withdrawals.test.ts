// Withdrawals: four eyes at or above the threshold, the payer is never the only
// approver, reject / fail unfreeze, paid takes the money out of frozen; every
// step one audit row and its ledger row in the same transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingToday } from '../../../contract/days';
import { checkLedger } from '../../../server/modules/authors';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { balanceOf, insertAuthor, insertWithdrawal } from './fixtures';

const LARGE = 600_000; // ≥ WITHDRAWAL_FOUR_EYES_CENTS (default 500000)

describe.each(testBackends())('withdrawals (%s)', (backend) => {
  let t: TestApp;
  let finance: string;
  let admin: string;
  let financeId: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    financeId = (await t.createStaff({ username: 'fin',
      modules: ['mdr.wow.author', 'withdrawals.approve', 'withdrawals.pay', 'withdrawals.fail', 'withdrawals.reveal'] })).id;
    await t.createStaff({ username: 'boss', role: '*' });
    finance = await t.login('fin', 'fin-pass1');
    admin = await t.login('boss', 'boss-pass1');
  });
  afterAll(() => t.close());

  const audits = (id: number, action: string) => t.db.selectFrom('audit_log').selectAll()
    .where('resource', '=', 'withdrawals').where('record_id', '=', String(id)).where('action', '=', action).execute();

  it('waits for a second, different approver on a large request, then lets the other one pay', async () => {
    const w = await insertWithdrawal(t.db, { amountCents: LARGE });
    expect(await balanceOf(t.db, w.authorId)).toEqual({ available: 0, frozen: LARGE });
    const first = await t.call('/mdr/withdrawals/approve', { id: w.id }, { token: finance });
    expect(first.code).toBe(1);
    expect(first.data).toMatchObject({ status: 'requested', approvalsNeeded: 2, approvalCount: 1 });
    expect(first.data.approvals).toEqual([expect.objectContaining({ adminId: financeId, adminName: 'fin' })]);
    const again = await t.call('/mdr/withdrawals/approve', { id: w.id }, { token: finance, lang: 'en-US' });
    expect([again.code, again.message]).toEqual([-5, 'You have already approved this withdrawal; a second colleague must approve it']);
    const early = await t.call('/mdr/withdrawals/pay', { id: w.id, reference: 'X1' }, { token: admin });
    expect(early.code).toBe(-5);
    const second = await t.call('/mdr/withdrawals/approve', { id: w.id }, { token: admin });
    expect(second.data).toMatchObject({ status: 'approved', approvalCount: 2 });
    const paid = await t.call('/mdr/withdrawals/pay', { id: w.id, reference: ' ALI-778 ' }, { token: finance });
    expect(paid.data).toMatchObject({ status: 'paid', reference: 'ALI-778', paidBy: financeId });
    expect(await balanceOf(t.db, w.authorId)).toEqual({ available: 0, frozen: 0 });
    expect(await audits(w.id, 'approve')).toHaveLength(2);
    expect(await audits(w.id, 'pay')).toHaveLength(1);
  });

  it('needs one approval below the threshold, and its only approver cannot mark it paid', async () => {
    const w = await insertWithdrawal(t.db, { amountCents: 20_000 });
    expect((await t.call('/mdr/withdrawals/approve', { id: w.id }, { token: finance })).data).toMatchObject({ status: 'approved' });
    const self = await t.call('/mdr/withdrawals/pay', { id: w.id, reference: 'R' }, { token: finance, lang: 'zh-CN' });
    expect([self.code, self.message]).toEqual([-5, '唯一的审批人不能同时标记打款，请由另一位同事操作']);
    expect(await balanceOf(t.db, w.authorId)).toEqual({ available: 0, frozen: 20_000 });
    expect(await audits(w.id, 'pay')).toHaveLength(0);
    expect((await t.call('/mdr/withdrawals/pay', { id: w.id, reference: 'R' }, { token: admin })).code).toBe(1);
  });

  it('gives the frozen amount back on reject and on failure, once', async () => {
    const r = await insertWithdrawal(t.db, { amountCents: 3_000 });
    const rejected = await t.call('/mdr/withdrawals/reject', { id: r.id, reason: '收款账号信息有误' }, { token: finance });
    expect(rejected.data).toMatchObject({ status: 'rejected', reason: '收款账号信息有误' });
    expect(await balanceOf(t.db, r.authorId)).toEqual({ available: 3_000, frozen: 0 });
    expect((await t.call('/mdr/withdrawals/reject', { id: r.id, reason: 'again' }, { token: finance })).code).toBe(-5);
    expect(await balanceOf(t.db, r.authorId)).toEqual({ available: 3_000, frozen: 0 });

    const f = await insertWithdrawal(t.db, { amountCents: 4_000, state: 'approved' });
    expect((await t.call('/mdr/withdrawals/fail', { id: f.id, reason: '银行退票' }, { token: admin })).data.status).toBe('failed');
    expect(await balanceOf(t.db, f.authorId)).toEqual({ available: 4_000, frozen: 0 });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('filters by status, author, amount range and date, and masks the payout account', async () => {
    const authorId = await insertAuthor(t.db, { balanceCents: 100_000 });
    await insertWithdrawal(t.db, { authorId, amountCents: 10_000 });
    await insertWithdrawal(t.db, { authorId, amountCents: 70_000 });
    const today = beijingToday(); // the day filters are Beijing days (contract/days.ts)
    const res = await t.call('/mdr/withdrawals/list', {
      page: 1, pageSize: 20, filter: { authorId, status: 'requested', amountFrom: 50_000, amountTo: 80_000, requestedFrom: today, requestedTo: today },
    }, { token: finance });
    expect(res.data.total).toBe(1);
    expect(res.data.list[0]).toMatchObject({ amountCents: 70_000, payoutAccount: '************1234', approvalCount: 0 });
    const bad = await t.call('/mdr/withdrawals/list', { filter: { amountFrom: 1.5 } }, { token: finance });
    expect(bad.code).toBe(-1);
  });
});
