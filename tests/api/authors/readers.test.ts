// What each seeded role reads of an author's personal data and money (docs/access.md):
// the content reviewer sees none of a name, a phone number or an Alipay account
// (a phone number) and only the last four of a card, in every output, and
// nothing of finance's balance adjustments in the history, not even who made
// them; finance sees the adjustment. An account that may approve authors but
// not read them learns nothing from refusals by id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDITOR, CONTENT_REVIEWER, FINANCE } from '../../../server/seed/roles';
import { HIDDEN } from '../../../server/resources/sensitive';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { roleWith, sessionFor } from '../helpers/grants';
import { insertAuthor } from './fixtures';

const PHONE = '13812345678';
/** Any part of the phone (its head, its tail), of the name 张三丰, or of the card but its last four. */
const LEAK = /138[\d*]|1234567|5678|张|三|丰|6222|0202/;

describe.each(testBackends())('what readers see of an author (%s)', (backend) => {
  let t: TestApp;
  let reviewer: { id: number; token: string };
  let finance: { id: number; token: string };
  let auditor: { id: number; token: string };
  let alipay: number;
  let bank: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const as = async (role: { nameEn: string; keys: readonly string[] }) => sessionFor(t, { roles: [await roleWith(t, `${role.nameEn} as declared`, role.keys)] });
    [reviewer, finance, auditor] = [await as(CONTENT_REVIEWER), await as(FINANCE), await as(AUDITOR)];
    bank = await insertAuthor(t.db, { balanceCents: 50_000 });
    alipay = await insertAuthor(t.db, { status: 'pending' });
    await t.db.updateTable('authors').set({ payout_method: 'alipay', payout_account: PHONE }).where('id', '=', alipay).execute();
  });
  afterAll(() => t?.close());

  const call = (path: string, body: object, who: { token: string }) => t.call(path, body, { token: who.token, lang: 'en-US' });

  it('shows the content reviewer no digit of a phone or name in list, get, get_many, a decision\'s answer and history', async () => {
    const outputs = [
      await call('/mdr/authors/list', { pageSize: 100 }, reviewer),
      await call('/mdr/authors/get', { id: alipay }, reviewer),
      await call('/mdr/authors/get_many', { ids: [alipay, bank] }, reviewer),
      await call('/mdr/authors/approve', { id: alipay }, reviewer),
      await call('/mdr/authors/history', { id: alipay }, reviewer),
    ];
    for (const res of outputs) {
      expect(res.code, res.message).toBe(1);
      expect(JSON.stringify(res.data)).not.toMatch(LEAK);
    }
    expect(outputs[1].data).toMatchObject({ realName: HIDDEN, contact: HIDDEN, payoutAccount: HIDDEN });
    expect(outputs[2].data.list.find((a: { id: number }) => a.id === bank))
      .toMatchObject({ realName: HIDDEN, contact: HIDDEN, payoutAccount: '************1234' });
  });

  it('exports and audits them masked alike: finance\'s CSV, the auditor\'s audit log', async () => {
    const csv = await call('/mdr/authors/export', {}, finance);
    expect(csv.status).toBe(200);
    expect(csv.body).not.toMatch(LEAK);
    await call('/mdr/authors/update', { id: bank, version: 2, data: { revenueShare: 60 } }, { token: (await sessionFor(t, { role: '*' })).token });
    const log = await call('/mdr/audit_log/list', { filter: { resource: 'authors' } }, auditor);
    expect(log.data.list.length).toBeGreaterThan(0);
    expect(JSON.stringify(log.data.list.map((r: { before: unknown; after: unknown }) => [r.before, r.after]))).not.toMatch(LEAK);
  });

  it('leaves finance\'s balance adjustment and its actor out of the history of a reader without authors.read_money', async () => {
    const adjusted = await call('/mdr/authors/adjust', { id: bank, amountCents: 1_500, reason: 'bonus' }, finance);
    expect(adjusted.code, adjusted.message).toBe(1);
    const seenBy = async (who: { token: string }) => (await call('/mdr/authors/history', { id: bank }, who)).data.list as
      { action: string; actorId: number; changes: { field: string }[] }[];
    const theirs = await seenBy(finance);
    expect(theirs[0]).toMatchObject({ action: 'adjust', actorId: finance.id, changes: [{ field: 'availableCents' }] });
    const reviewers = await seenBy(reviewer);
    expect(reviewers.length).toBe(theirs.length - 1);
    expect(reviewers.map((e) => e.action)).not.toContain('adjust');
    expect(reviewers.map((e) => e.actorId)).not.toContain(finance.id);
    expect(JSON.stringify(reviewers)).not.toMatch(/availableCents|frozenCents|bonus/);
  });

  it('answers an account that may approve authors but not read them alike for an approved author and a missing id', async () => {
    const approver = await sessionFor(t, { modules: ['authors.approve'] });
    const answer = async (id: number) => {
      const { status, code, message, data } = await call('/mdr/authors/approve', { id }, approver);
      return { status, code, message, data };
    };
    const approved = await answer(bank);
    expect(approved).toEqual(await answer(bank + 10_000));
    expect(approved.code).toBe(-4);
    expect((await call('/mdr/authors/approve', { id: bank }, reviewer)).code).toBe(-5);
  });
});
