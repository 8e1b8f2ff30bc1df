// Fifty staff acting on one withdrawal at the same moment (truly concurrent on
// PostgreSQL's pool, serialised on PGlite): one approval wins, one audit row;
// fifty payments: one wins and the frozen balance moves once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/core/password';
import { checkLedger } from '../../../server/modules/authors';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { balanceOf, insertWithdrawal } from './fixtures';

const N = 50;

describe.each(testBackends())('fifty at once (%s)', (backend) => {
  let t: TestApp;
  let tokens: string[];
  beforeAll(async () => {
    t = await createTestApp(backend);
    const hash = await hashPassword('same-pass-123');
    await t.db.insertInto('admins').values(Array.from({ length: N }, (_, i) => ({
      username: `fin${i}`, name: `Finance ${i}`, password_hash: hash, role: 'user', modules: ['withdrawals.read', 'withdrawals.approve', 'withdrawals.pay'],
    }))).execute();
    tokens = [];
    for (let i = 0; i < N; i++) tokens.push(await t.login(`fin${i}`, 'same-pass-123'));
  }, 120_000);
  afterAll(() => t.close());

  const count = (id: number, action: string) => t.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('resource', '=', 'withdrawals').where('record_id', '=', String(id)).where('action', '=', action)
    .executeTakeFirstOrThrow().then((r) => Number(r.n));

  it('lets one of fifty simultaneous approvals win', async () => {
    const w = await insertWithdrawal(t.db, { amountCents: 25_000 });
    const answers = await Promise.all(tokens.map((token) => t.call('/mdr/withdrawals/approve', { id: w.id }, { token })));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 1).every((a) => a.code === -5)).toBe(true);
    expect(await count(w.id, 'approve')).toBe(1);
    const approvals = await t.db.selectFrom('withdrawal_approvals').selectAll().where('withdrawal_id', '=', w.id).execute();
    expect(approvals).toHaveLength(1);
    expect(await balanceOf(t.db, w.authorId)).toEqual({ available: 0, frozen: 25_000 });
  });

  it('pays once when fifty mark it paid at the same moment', async () => {
    const w = await insertWithdrawal(t.db, { amountCents: 25_000, state: 'approved' });
    const answers = await Promise.all(tokens.map((token, i) => t.call('/mdr/withdrawals/pay', { id: w.id, reference: `R${i}` }, { token })));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(await count(w.id, 'pay')).toBe(1);
    const rows = await t.db.selectFrom('author_ledger').select('kind').where('withdrawal_id', '=', w.id).execute();
    expect(rows.map((r) => r.kind).sort()).toEqual(['withdrawal_freeze', 'withdrawal_paid']);
    expect(await balanceOf(t.db, w.authorId)).toEqual({ available: 0, frozen: 0 });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});
