// Authors: the information screen's access (module key plus mdr.author.check),
// the application workflow, masked personal data revealed with an audit row,
// the audited revenue share, manual adjustments through the ledger, and income
// by month.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingToday } from '../../../contract/days';
import { postLedger } from '../../../server/modules/authors';
import { HIDDEN } from '../../../server/resources/sensitive';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { balanceOf, insertAuthor } from './fixtures';

describe.each(testBackends())('authors (%s)', (backend) => {
  let t: TestApp;
  let checker: string;
  let finance: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.createStaff({ username: 'chk', modules: ['mdr.wow.author', 'mdr.author.check', 'authors.adjust', 'authors.reveal', 'authors.read_money'] });
    await t.createStaff({ username: 'fin', modules: ['mdr.wow.author'] });
    checker = await t.login('chk', 'chk-pass1');
    finance = await t.login('fin', 'fin-pass1');
  });
  afterAll(() => t.close());

  it('is refused without mdr.author.check, even with the module key; withdrawals are not', async () => {
    const id = await insertAuthor(t.db, { status: 'pending' });
    expect((await t.call('/mdr/authors/approve', { id }, { token: finance })).code).toBe(-2);
    expect((await t.call('/mdr/authors/list', {}, { token: finance })).code).toBe(-2);
    expect((await t.call('/mdr/withdrawals/list', {}, { token: finance })).code).toBe(1);
    const row = await t.db.selectFrom('authors').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('moves applications pending → approved / rejected {reason} and approved ⇄ suspended {reason}', async () => {
    const a = await insertAuthor(t.db, { status: 'pending' });
    expect((await t.call('/mdr/authors/approve', { id: a }, { token: checker })).data.status).toBe('approved');
    const noReason = await t.call('/mdr/authors/suspend', { id: a }, { token: checker });
    expect([noReason.code, noReason.data.errors[0].field]).toEqual([-1, 'reason']);
    expect((await t.call('/mdr/authors/suspend', { id: a, reason: '涉嫌刷量' }, { token: checker })).data)
      .toMatchObject({ status: 'suspended', reason: '涉嫌刷量' });
    expect((await t.call('/mdr/authors/unsuspend', { id: a, reason: '申诉通过' }, { token: checker })).data.status).toBe('approved');
    expect((await t.call('/mdr/authors/reject', { id: a, reason: 'late' }, { token: checker })).code).toBe(-5);
    const b = await insertAuthor(t.db, { status: 'pending' });
    expect((await t.call('/mdr/authors/reject', { id: b, reason: '资料不完整' }, { token: checker })).data.status).toBe('rejected');
  });

  it('masks real name, contact and payout account; reveal shows one whole and audits it', async () => {
    const id = await insertAuthor(t.db);
    const got = await t.call('/mdr/authors/get', { id }, { token: checker });
    expect(got.data).toMatchObject({ realName: HIDDEN, contact: HIDDEN, payoutAccount: '************1234' });
    const csv = await t.call('/mdr/authors/export', { filter: { q: got.data.penName } }, { token: checker });
    expect(csv.body).toContain(`,${HIDDEN},${HIDDEN},`);
    expect(csv.body).toContain(',************1234,');
    expect(csv.body).not.toMatch(/138|5678|张|三丰|6222/);
    const shown = await t.call('/mdr/authors/reveal', { id, field: 'payoutAccount' }, { token: checker });
    expect(shown.data.value).toBe('6222020212341234');
    const audit = await t.db.selectFrom('audit_log').select('action').where('resource', '=', 'authors')
      .where('record_id', '=', String(id)).execute();
    expect(audit.map((r) => r.action)).toEqual(['view_sensitive']);
  });

  it('edits the revenue share within 0–100 with before and after in the audit row', async () => {
    const id = await insertAuthor(t.db, { revenueShare: 70 });
    const bad = await t.call('/mdr/authors/update', { id, version: 1, data: { revenueShare: 101 } }, { token: checker });
    expect([bad.code, bad.data.errors[0].field]).toEqual([-1, 'data.revenueShare']);
    const ok = await t.call('/mdr/authors/update', { id, version: 1, data: { revenueShare: 55 } }, { token: checker });
    expect(ok.data.revenueShare).toBe(55);
    const row = await t.db.selectFrom('audit_log').select(['before', 'after']).where('resource', '=', 'authors')
      .where('record_id', '=', String(id)).where('action', '=', 'update').executeTakeFirstOrThrow();
    expect([(row.before as { revenueShare: number }).revenueShare, (row.after as { revenueShare: number }).revenueShare]).toEqual([70, 55]);
  });

  it('adjusts the balance through one ledger row with its reason, refusing 0', async () => {
    const id = await insertAuthor(t.db, { balanceCents: 1_000 });
    const res = await t.call('/mdr/authors/adjust', { id, amountCents: -1_500, reason: '重复入账冲正' }, { token: checker });
    expect(res.data).toMatchObject({ availableCents: -500, frozenCents: 0 });
    const zero = await t.call('/mdr/authors/adjust', { id, amountCents: 0, reason: 'x' }, { token: checker });
    expect([zero.code, zero.data.errors[0].field]).toEqual([-1, 'amountCents']);
    expect(await balanceOf(t.db, id)).toEqual({ available: -500, frozen: 0 });
    const ledger = await t.call('/mdr/author_ledger/list', { filter: { authorId: id }, sort: 'id', order: 'DESC' }, { token: checker });
    expect(ledger.data.list[0]).toMatchObject({ kind: 'adjustment', amountCents: -1_500, availableAfter: -500, reason: '重复入账冲正' });
  });

  it('sums income and clawbacks per month', async () => {
    const id = await insertAuthor(t.db);
    await t.db.transaction().execute(async (trx) => {
      await postLedger(trx, { authorId: id, kind: 'income', amountCents: 7_000, orderId: 9_001 });
      await postLedger(trx, { authorId: id, kind: 'income', amountCents: 3_000, orderId: 9_002 });
      await postLedger(trx, { authorId: id, kind: 'refund_clawback', amountCents: 1_000, orderId: 9_002 });
    });
    const res = await t.call('/mdr/authors/income_by_month', { id }, { token: checker });
    // the route counts Beijing months: from 16:00 UTC on a month's last day, Beijing is in the next
    const month = beijingToday().slice(0, 7);
    expect(res.data.list).toEqual([{ month, incomeCents: 10_000, clawbackCents: 1_000 }]);
    expect((await t.call('/mdr/authors/income_by_month', { id: 999_999 }, { token: checker })).code).toBe(-4);
  });
});
