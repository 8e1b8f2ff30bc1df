// A refund race spread over two instances on one database: simultaneous
// refunds of one order, half on each app, whose sum exceeds the order. Only
// those that fit succeed, whichever instance took them; the author's ledger
// equals the balance, and the checks behind `npm run ledger:check` and
// `npm run rollups:check` find no difference afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../../server/modules/authors';
import { checkRollups } from '../../../server/rollups/check';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { balanceOf, ledgerSum, newKey, newOrder, orderWorld, type OrderWorld } from './fixtures';

describe.each(testBackends())('refunds over two instances (%s)', (backend) => {
  let a: TestApp;
  let b: TestApp;
  let w: OrderWorld;
  let tokens: { a: string; b: string };

  // two apps on one database: seconds quiet, past the 60 s hook limit at load 25
  beforeAll(async () => {
    a = await createTestApp(backend);
    b = await createTestApp(backend, { sameDatabaseAs: a });
    w = await orderWorld(a.db, 70);
    const s = await a.createStaff({ username: 'cashier', modules: ['mdr.orders', 'orders.refund'] });
    tokens = { a: await a.login(s.username, s.password), b: await b.login(s.username, s.password) };
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('never refunds more than the order, and the ledger and rollups check out', async () => {
    const id = await newOrder(a.db, w, 10_000);
    const before = await balanceOf(a.db, w.authorId);
    const refund = (t: TestApp, token: string) =>
      t.call('/mdr/orders/refund', { id, amountCents: 1_500, reason: 'User asked for a refund', idempotencyKey: newKey() }, { token });
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? refund(b, tokens.b) : refund(a, tokens.a))));
    const ok = results.filter((r) => r.code === 1);
    expect(ok).toHaveLength(6); // 6 × 15.00 = 90.00 fits in 100.00, a seventh does not
    expect(results.filter((r) => r.code !== 1).every((r) => r.code === -1 || r.code === -5)).toBe(true);
    const order = (await a.call('/mdr/orders/get', { id }, { token: tokens.a })).data;
    expect(order).toMatchObject({ refundedCents: 9_000, status: 'partially_refunded' });
    expect(order.refunds).toHaveLength(6);
    expect(await balanceOf(a.db, w.authorId)).toBe(before - 6 * 1_050);
    expect(await ledgerSum(a.db, w.authorId)).toBe(await balanceOf(a.db, w.authorId));
    expect(await checkLedger(a.db)).toMatchObject({ ok: true, balanceDifferences: [], orderDifferences: [] });
    expect((await checkRollups(a.db)).filter((r) => r.differences.length)).toEqual([]);
  });
});
