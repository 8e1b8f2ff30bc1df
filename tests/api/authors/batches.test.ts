// Payout batches: only approved, unbatched withdrawals are gathered (two staff at
// once: one wins); the bank's CSV shows the accounts whole only with its key and
// a fresh step-up, and leaves a view_sensitive row; the lines are paid or failed
// with the withdrawals' own actions, the batch's state following them and the
// balances still equal to the ledger.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../../server/modules/authors';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { balanceOf, insertWithdrawal } from './fixtures';

describe.each(testBackends())('payout batches (%s)', (backend) => {
  let t: TestApp;
  let finance: string;
  let colleague: string;
  let reader: string;
  let financeId: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    // the seeded Finance role as the migrations leave it (0028_withdrawal_batches.sql gives it the batch keys)
    const role = await t.db.selectFrom('roles').select('id').where('name_en', '=', 'Finance').executeTakeFirstOrThrow();
    financeId = (await t.createStaff({ username: 'fin', roles: [role.id] })).id;
    await t.createStaff({ username: 'fin2', roles: [role.id] });
    // reads batches and may reveal and pay withdrawals, but holds neither the bank export nor the totals
    await t.createStaff({ username: 'peek', modules: ['withdrawals.read', 'withdrawal_batches.read', 'withdrawals.reveal', 'withdrawals.pay'] });
    finance = await t.login('fin', 'fin-pass1');
    colleague = await t.login('fin2', 'fin2-pass1');
    reader = await t.login('peek', 'peek-pass1');
  });
  afterAll(() => t.close());

  const approved = async (amountCents: number) => (await insertWithdrawal(t.db, { state: 'approved', amountCents })).id;
  const batchOf = (id: number) => t.db.selectFrom('withdrawals').select('batch_id').where('id', '=', id)
    .executeTakeFirstOrThrow().then((r) => r.batch_id);
  const get = async (id: number, token = finance) => (await t.call('/mdr/withdrawal_batches/get', { id }, { token })).data;

  it('gathers approved withdrawals only, naming those it refuses, and answers the total', async () => {
    const [a, b] = [await approved(12_345), await approved(20_000)];
    const waiting = (await insertWithdrawal(t.db, { amountCents: 5_000 })).id;
    const refused = await t.call('/mdr/withdrawals/batch', { ids: [a, b, waiting] }, { token: finance, lang: 'en-US' });
    expect([refused.code, refused.message]).toEqual([-5, `Only approved withdrawals not yet in a batch can go into a payout batch: ${waiting}`]);
    expect([await batchOf(a), await batchOf(b)]).toEqual([null, null]);
    expect((await t.call('/mdr/withdrawals/batch', { ids: [a, 999_999] }, { token: finance })).code).toBe(-1);

    const made = await t.call('/mdr/withdrawals/batch', { ids: [b, a] }, { token: finance });
    expect(made.data).toMatchObject({ lineCount: 2, totalCents: 32_345 });
    const batch = await get(made.data.id);
    expect(batch).toMatchObject({ lineCount: 2, totalCents: 32_345, status: 'open', settledCount: 0, createdBy: financeId });
    expect(batch.lines.map((l: { withdrawalId: number }) => l.withdrawalId)).toEqual([a, b]);
    expect(batch.lines[0].payoutAccount).toBe('************1234');
    // one audit row for the batch, one in each withdrawal's history
    const rows = await t.db.selectFrom('audit_log').select(['resource', 'action']).where('actor_id', '=', financeId)
      .where('action', 'in', ['create', 'batch']).execute();
    expect(rows.filter((r) => r.resource === 'withdrawal_batches')).toHaveLength(1);
    expect(rows.filter((r) => r.resource === 'withdrawals' && r.action === 'batch')).toHaveLength(2);

    const again = await t.call('/mdr/withdrawals/batch', { ids: [a] }, { token: finance, lang: 'en-US' });
    expect([again.code, again.data?.ids]).toEqual([-5, [a]]);
    // the total is a money figure: a reader without withdrawal_batches.read_money gets none
    const seen = await get(made.data.id, reader);
    expect(seen.lineCount).toBe(2);
    expect(seen).not.toHaveProperty('totalCents');
  });

  it('lets one of two staff batching the same withdrawal at once win', async () => {
    const [shared, one, other] = [await approved(7_000), await approved(1_000), await approved(2_000)];
    const [x, y] = await Promise.all([
      t.call('/mdr/withdrawals/batch', { ids: [shared, one] }, { token: finance }),
      t.call('/mdr/withdrawals/batch', { ids: [other, shared] }, { token: colleague }),
    ]);
    expect([x.code, y.code].sort()).toEqual([-5, 1]);
    const winner = x.code === 1 ? x : y;
    expect(await batchOf(shared)).toBe(winner.data.id);
    const { n } = await t.db.selectFrom('withdrawals').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('batch_id', '=', winner.data.id).executeTakeFirstOrThrow();
    expect(Number(n)).toBe(2);
  });

  it('exports the bank file with the accounts whole only with its key and a fresh step-up, audited', async () => {
    const { id } = (await t.call('/mdr/withdrawals/batch', { ids: [await approved(88_800)] }, { token: finance })).data;
    const sensitiveRows = () => t.db.selectFrom('audit_log').selectAll().where('resource', '=', 'withdrawal_batches')
      .where('record_id', '=', String(id)).where('action', '=', 'view_sensitive').execute();

    const refused = await t.call('/mdr/withdrawal_batches/export_bank', { id }, { token: reader });
    expect(refused.code).toBe(-2);
    expect(refused.body).not.toContain('6222020212341234');

    await sql`UPDATE sessions SET step_up_at = now() - interval '1 hour' WHERE admin_id = ${financeId}`.execute(t.db);
    const stale = await t.call('/mdr/withdrawal_batches/export_bank', { id }, { token: finance });
    expect([stale.code, stale.data?.stepUp]).toEqual([-2, true]);
    expect(await sensitiveRows()).toHaveLength(0);
    expect((await get(id)).status).toBe('open');

    expect((await t.call('/user/step_up', { password: 'fin-pass1' }, { token: finance })).code).toBe(1);
    const csv = await t.call('/mdr/withdrawal_batches/export_bank', { id }, { token: finance, lang: 'en-US' });
    expect(String(csv.headers['content-type'])).toMatch(/^text\/csv/);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Withdrawal ID,Author,Account holder,Payout method,Payout account,Amount (¥)');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^\d+,Pen \d+,张三丰,Bank card,6222020212341234,888\.00$/);
    const [row] = await sensitiveRows();
    expect(row).toMatchObject({ actor_id: financeId });
    expect(JSON.stringify(row.after)).toContain('payoutAccount');
    expect(await get(id)).toMatchObject({ status: 'exported', exportedBy: financeId });
  });

  it('pays and fails line by line with the withdrawals’ own actions; the state and the ledger follow', async () => {
    const [a, b, c] = [await approved(30_000), await approved(40_000), await approved(50_000)];
    const { id } = (await t.call('/mdr/withdrawals/batch', { ids: [a, b, c] }, { token: finance })).data;
    const authorOf = async (w: number) => (await t.db.selectFrom('withdrawals').select('author_id').where('id', '=', w).executeTakeFirstOrThrow()).author_id;

    expect((await t.call('/mdr/withdrawals/pay', { id: a, reference: 'BANK-1' }, { token: finance })).code).toBe(1);
    expect(await get(id)).toMatchObject({ status: 'partly_settled', settledCount: 1 });
    expect(await balanceOf(t.db, await authorOf(a))).toEqual({ available: 0, frozen: 0 });

    const failed = await t.call('/mdr/withdrawals/fail_many', { ids: [b], reason: '银行退票' }, { token: colleague });
    expect(failed.code).toBe(1);
    expect(await balanceOf(t.db, await authorOf(b))).toEqual({ available: 40_000, frozen: 0 });
    expect((await get(id)).status).toBe('partly_settled');

    expect((await t.call('/mdr/withdrawals/pay', { id: c, reference: 'BANK-3' }, { token: colleague })).code).toBe(1);
    const done = await get(id);
    expect(done).toMatchObject({ status: 'settled', settledCount: 3 });
    expect(done.lines.map((l: { status: string }) => l.status)).toEqual(['paid', 'failed', 'paid']);
    const settled = await t.call('/mdr/withdrawal_batches/list', { filter: { status: 'settled' } }, { token: finance });
    expect(settled.data.list.map((r: { id: number }) => r.id)).toContain(id);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});
