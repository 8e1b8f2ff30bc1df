// The books finance closes (docs/money.md "Monthly statement", "Reconciliation"):
// an author's statement over three Beijing months made the way the platform makes
// them (paid orders, a refund through the API, withdrawals frozen, paid and
// rejected, adjustments), moved back in time with their causes: the arithmetic,
// each month's opening the previous closing, the current closing the balance,
// the CSV. Then the daily reconciliation: zero on those days, and a difference
// naming its row once an income row is missing and a payout's ledger row removed
// (in SQL). Keys: no key, no statement, no reconciliation; the reader without the
// export key gets no CSV.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingToday } from '../../../contract/days';
import { postLedger, requestWithdrawal } from '../../../server/modules/authors';
import { beijingMonthStart } from '../../../server/modules/authors/statement';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { newKey, newOrder, orderWorld, type OrderWorld } from '../orders/fixtures';

const DAY = 86_400_000;
const monthOf = (at: Date) => beijingToday(at.getTime()).slice(0, 7);
const dayOf = (at: Date) => beijingToday(at.getTime());

describe.each(testBackends())('monthly statement and reconciliation (%s)', (backend) => {
  let t: TestApp;
  let admin: string;
  let finance: string;
  let w: OrderWorld;
  const cur = beijingToday().slice(0, 7);
  const m1 = monthOf(beijingMonthStart(cur, -1));
  const m2 = monthOf(beijingMonthStart(cur, -2));
  const m3 = monthOf(beijingMonthStart(cur, -3));
  const at = (month: string, day: number, hours = 12) => new Date(beijingMonthStart(month).getTime() + (day - 1) * DAY + hours * 3_600_000);
  const ids: { paidWithdrawal: number; order1: number } = { paidWithdrawal: 0, order1: 0 };
  const days: string[] = [];

  /** Moves ledger rows to `when`, as if they had been written then (their cause is moved with them by the caller). */
  const moveTo = async (when: Date, where: string) => {
    days.push(dayOf(when));
    await sql`UPDATE author_ledger SET created_at = ${when} WHERE ${sql.raw(where)}`.execute(t.db);
  };
  const statement = (month: string, token = finance) => t.call('/mdr/authors/statement', { id: w.authorId, month }, { token });

  async function paidOrder(amount: number, when: Date): Promise<number> {
    const id = await newOrder(t.db, w, amount);
    await moveTo(when, `kind = 'income' AND order_id = ${id}`);
    await t.db.updateTable('orders').set({ paid_at: when }).where('id', '=', id).execute();
    return id;
  }

  async function withdrawal(amount: number, requested: Date, end: { paid: Date } | 'rejected'): Promise<number> {
    const id = await t.db.transaction().execute((trx) => requestWithdrawal(trx, { authorId: w.authorId, amountCents: amount, fourEyesCents: 10_000_000 }));
    await moveTo(requested, `withdrawal_id = ${id}`);
    await t.db.transaction().execute(async (trx) => {
      const kind = end === 'rejected' ? 'withdrawal_unfreeze' : 'withdrawal_paid';
      await postLedger(trx, { authorId: w.authorId, kind, amountCents: amount, withdrawalId: id });
      await trx.updateTable('withdrawals').set(end === 'rejected' ? { status: 'rejected' } : { status: 'paid', paid_at: end.paid })
        .where('id', '=', id).execute();
    });
    if (end === 'rejected') await moveTo(new Date(requested.getTime() + 3_600_000), `withdrawal_id = ${id} AND kind = 'withdrawal_unfreeze'`);
    else await moveTo(end.paid, `withdrawal_id = ${id} AND kind = 'withdrawal_paid'`);
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.createStaff({ username: 'boss', role: '*' });
    admin = await t.login('boss', 'boss-pass1');
    await t.createStaff({ username: 'fin', modules: ['authors.read', 'authors.statement', 'authors.statement_export', 'reconciliation.read'] });
    finance = await t.login('fin', 'fin-pass1');
    w = await orderWorld(t.db, 70);
    // two months back: an opening balance at the month's very first moment, two paid orders, the second at its last millisecond
    await t.db.transaction().execute((trx) => postLedger(trx, { authorId: w.authorId, kind: 'adjustment', amountCents: 100_000, reason: 'opening' }));
    await moveTo(beijingMonthStart(m2), `author_id = ${w.authorId} AND kind = 'adjustment'`);
    ids.order1 = await paidOrder(10_000, at(m2, 10));
    await paidOrder(20_000, new Date(beijingMonthStart(m1).getTime() - 1));
    // last month: a partial refund (through the API), a withdrawal paid, one rejected, an adjustment down
    const refund = await t.call('/mdr/orders/refund', { id: ids.order1, amountCents: 5_000, reason: 'User asked', idempotencyKey: newKey() }, { token: admin });
    expect(refund.data.refund.clawbackCents).toBe(3_500);
    await moveTo(at(m1, 5), `kind = 'refund_clawback' AND order_id = ${ids.order1}`);
    await t.db.updateTable('order_refunds').set({ created_at: at(m1, 5) }).where('order_id', '=', ids.order1).execute();
    ids.paidWithdrawal = await withdrawal(40_000, at(m1, 8), { paid: at(m1, 9) });
    await withdrawal(10_000, at(m1, 12), 'rejected');
    await t.db.transaction().execute((trx) => postLedger(trx, { authorId: w.authorId, kind: 'adjustment', amountCents: -2_000, reason: 'fee' }));
    await moveTo(at(m1, 20), `author_id = ${w.authorId} AND kind = 'adjustment' AND amount_cents = -2000`);
    // this month: one more paid order, now
    await newOrder(t.db, w, 5_000);
    days.push(beijingToday());
  });
  afterAll(() => t?.close());

  it('adds up each month, chains the months, and closes this month on the balance', async () => {
    expect((await statement(m3)).data).toMatchObject({ openingCents: 0, closingCents: 0, lines: [] });
    const two = (await statement(m2)).data;
    expect(two).toMatchObject({ month: m2, openingCents: 0, incomeCents: 21_000, clawbackCents: 0, withdrawnCents: 0, adjustedCents: 100_000, closingCents: 121_000 });
    expect(two.lines.map((l: { kind: string }) => l.kind)).toEqual(['adjustment', 'income', 'income']);
    expect(two.lines[1]).toMatchObject({ amountCents: 7_000, netCents: 7_000, balanceCents: 107_000, source: { type: 'orders', id: ids.order1 } });
    const one = (await statement(m1)).data;
    expect(one).toMatchObject({ openingCents: 121_000, incomeCents: 0, clawbackCents: 3_500, withdrawnCents: 40_000, adjustedCents: -2_000, closingCents: 75_500 });
    // freezes and unfreezes are lines that move nothing out of the whole balance
    expect(one.lines.map((l: { kind: string; netCents: number }) => [l.kind, l.netCents])).toEqual([
      ['refund_clawback', -3_500], ['withdrawal_freeze', 0], ['withdrawal_paid', -40_000], ['withdrawal_freeze', 0],
      ['withdrawal_unfreeze', 0], ['adjustment', -2_000],
    ]);
    expect(one.lines[0].source.type).toBe('order_refunds');
    expect(one.lines[2].source).toEqual({ type: 'withdrawals', id: ids.paidWithdrawal });
    const now = (await statement(cur)).data;
    const balance = await t.db.selectFrom('authors').select(['available_cents', 'frozen_cents']).where('id', '=', w.authorId).executeTakeFirstOrThrow();
    expect(now).toMatchObject({ openingCents: 75_500, incomeCents: 3_500, closingCents: 79_000 });
    expect(now.closingCents).toBe(Number(balance.available_cents) + Number(balance.frozen_cents));
  });

  it('writes the statement as CSV: BOM, yuan, times in the zone its header names', async () => {
    const csv = await t.call('/mdr/authors/statement_export', { id: w.authorId, month: m1, timeZone: 'Asia/Shanghai' }, { token: finance, lang: 'en-US' });
    expect(csv.status).toBe(200);
    expect(csv.body.startsWith('\uFEFFTime (Asia/Shanghai),Kind,Amount (CNY),Balance change (CNY),Balance (CNY),Source,Note\r\n')).toBe(true);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[1]).toBe(',Opening balance,,,1210.00,,');
    expect(lines).toContain(`${m1}-09 12:00:00,Withdrawal paid,400.00,-400.00,775.00,withdrawals ${ids.paidWithdrawal},`);
    expect(lines.at(-1)).toBe(',Closing balance,,,755.00,,');
    const zh = await t.call('/mdr/authors/statement_export', { id: w.authorId, month: m1 }, { token: finance, lang: 'zh-CN' });
    expect(zh.body.split('\r\n')[0]).toContain('时间（Asia/Shanghai）');
  });

  it('refuses a bad month, an unknown author and a reader without the keys', async () => {
    for (const month of ['2026-13', '26-01', `${Number(cur.slice(0, 4)) + 1}-01`]) {
      const res = await t.call('/mdr/authors/statement', { id: w.authorId, month }, { token: finance });
      expect([res.code, res.data.errors?.[0]?.field]).toEqual([-1, 'month']);
    }
    expect((await t.call('/mdr/authors/statement', { id: 999_999, month: cur }, { token: finance })).code).toBe(-4);
    await t.createStaff({ username: 'reader', modules: ['authors.read', 'authors.read_money', 'author_ledger.read', 'orders.read'] });
    const reader = await t.login('reader', 'reader-pass1');
    expect((await statement(cur, reader)).code).toBe(-2);
    expect((await t.call('/mdr/authors/statement_export', { id: w.authorId, month: cur }, { token: reader })).code).toBe(-2);
    expect((await t.call('/mdr/reconciliation/daily', { from: m1 + '-01', to: m1 + '-02' }, { token: reader })).code).toBe(-2);
    expect((await t.call('/mdr/reconciliation/day', { day: m1 + '-01' }, { token: reader })).code).toBe(-2);
    await t.createStaff({ username: 'auditor', modules: ['authors.read', 'authors.statement'] });
    const auditor = await t.login('auditor', 'auditor-pass1');
    expect((await statement(cur, auditor)).code).toBe(1);
    expect((await t.call('/mdr/authors/statement_export', { id: w.authorId, month: cur }, { token: auditor })).code).toBe(-2);
  });

  it('reconciles every day of the fixtures to zero, with one row per day', async () => {
    const month = await t.call('/mdr/reconciliation/daily', { from: `${m1}-01`, to: `${m1}-28` }, { token: finance });
    expect(month.code).toBe(1);
    expect(month.data.list).toHaveLength(28);
    expect(month.data.list.every((d: { differenceCents: number }) => d.differenceCents === 0)).toBe(true);
    expect(month.data.list[4]).toMatchObject({ day: `${m1}-05`, refunds: 1, refundsCents: 5_000, clawbacksDueCents: 3_500, ledgerClawbackCents: 3_500 });
    expect(month.data.list[8]).toMatchObject({ withdrawalsPaid: 1, withdrawalsPaidCents: 40_000, ledgerDebitsCents: 40_000 });
    expect(month.data.list[2]).toMatchObject({ ordersPaid: 0, refunds: 0, differenceCents: 0 });
    expect(month.data.balances).toMatchObject({ ok: true, authors: [], orders: [] });
    for (const day of new Set(days)) {
      const one = await t.call('/mdr/reconciliation/daily', { from: day, to: day }, { token: finance });
      expect([day, one.data.list.length, one.data.list[0].differenceCents]).toEqual([day, 1, 0]);
    }
    const paid = (await t.call('/mdr/reconciliation/daily', { from: `${m2}-10`, to: `${m2}-10` }, { token: finance })).data.list[0];
    expect(paid).toMatchObject({ ordersPaid: 1, ordersPaidCents: 10_000, authorsShareCents: 7_000, ledgerIncomeCents: 7_000 });
    expect((await t.call('/mdr/reconciliation/day', { day: `${m1}-09` }, { token: finance })).data.list).toEqual([]);
  });

  it('refuses a range backwards, longer than 92 days or not of days', async () => {
    const bad = async (body: object) => {
      const res = await t.call('/mdr/reconciliation/daily', body, { token: finance });
      return [res.code, res.data.errors?.[0]?.field];
    };
    expect(await bad({ from: '2026-03-10', to: '2026-03-09' })).toEqual([-1, 'to']);
    expect(await bad({ from: '2026-01-01', to: '2026-04-03' })).toEqual([-1, 'to']);
    expect(await bad({ from: '2026-02-30', to: '2026-03-01' })).toEqual([-1, 'from']);
    expect(await bad({ from: 'yesterday', to: '2026-03-01' })).toEqual([-1, 'from']);
    expect((await t.call('/mdr/reconciliation/daily', { from: '2026-01-01', to: '2026-04-02' }, { token: finance })).data.list).toHaveLength(92);
  });

  it('shows a difference, and the row causing it, when an income row is missing or a payout row removed', async () => {
    const today = beijingToday();
    const order = await newOrder(t.db, w, 8_000);
    await sql`DELETE FROM author_ledger WHERE order_id = ${order} AND kind = 'income'`.execute(t.db);
    const res = (await t.call('/mdr/reconciliation/daily', { from: today, to: today }, { token: finance })).data;
    expect(res.list[0]).toMatchObject({ incomeDifferenceCents: -5_600, differenceCents: 5_600 });
    expect(res.balances.ok).toBe(false);
    expect(res.balances.authors).toEqual([expect.objectContaining({ authorId: w.authorId })]);
    expect(res.balances.orders).toEqual([{ orderId: order, incomeRows: 0 }]);
    const causes = (await t.call('/mdr/reconciliation/day', { day: today }, { token: finance })).data.list;
    expect(causes).toEqual([{ check: 'income', source: { type: 'orders', id: order }, refundIds: [], authorId: w.authorId,
      dueCents: 5_600, ledgerCents: 0, ledgerIds: [] }]);

    await sql`DELETE FROM author_ledger WHERE withdrawal_id = ${ids.paidWithdrawal} AND kind = 'withdrawal_paid'`.execute(t.db);
    const day9 = (await t.call('/mdr/reconciliation/daily', { from: `${m1}-09`, to: `${m1}-09` }, { token: finance })).data.list[0];
    expect(day9).toMatchObject({ withdrawalsPaidCents: 40_000, ledgerDebitsCents: 0, withdrawalDifferenceCents: -40_000, differenceCents: 40_000 });
    const paidCauses = (await t.call('/mdr/reconciliation/day', { day: `${m1}-09` }, { token: finance })).data.list;
    expect(paidCauses).toEqual([expect.objectContaining({ check: 'withdrawal', source: { type: 'withdrawals', id: ids.paidWithdrawal }, dueCents: 40_000, ledgerCents: 0 })]);
  });
});
