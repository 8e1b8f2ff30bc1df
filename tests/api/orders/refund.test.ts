// Refunds: the total never exceeds the amount (also under ten simultaneous
// refunds), a repeated key answers the first refund and refunds nothing more
// (the key with another amount or reason is refused, -5),
// the author's share is clawed back pro rata in the ledger in the same
// transaction, and a refusal leaves order, ledger and balance as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { auditRows } from '../guide/fixtures';
import { balanceOf, ledgerSum, newKey, newOrder, orderWorld, type OrderWorld } from './fixtures';

describe.each(testBackends())('order refunds (%s)', (backend) => {
  let t: TestApp;
  let w: OrderWorld;
  let token: string;
  let staffId: number;
  const refund = (id: number, amountCents: number, idempotencyKey = newKey(), lang: 'zh-CN' | 'en-US' = 'en-US') =>
    t.call('/mdr/orders/refund', { id, amountCents, reason: 'User asked for a refund', idempotencyKey }, { token, lang });
  const order = (id: number) => t.call('/mdr/orders/get', { id }, { token }).then((r) => r.data);

  beforeAll(async () => {
    t = await createTestApp(backend);
    w = await orderWorld(t.db, 70);
    const s = await t.createStaff({ username: 'cashier', role: 'user', modules: ['mdr.orders', 'orders.refund'] });
    staffId = s.id;
    token = await t.login('cashier', s.password);
  });
  afterAll(() => t?.close());

  it('a partial refund moves the order, records who and why, and claws back the share pro rata', async () => {
    const id = await newOrder(t.db, w, 10_000);
    const before = await balanceOf(t.db, w.authorId);
    expect((await order(id)).authorShareCents).toBe(7_000);
    const res = await refund(id, 2_500);
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ replayed: false, refund: { amountCents: 2_500, clawbackCents: 1_750, refundedAfter: 2_500,
      statusAfter: 'partially_refunded', actorId: staffId, reason: 'User asked for a refund' } });
    expect(await balanceOf(t.db, w.authorId)).toBe(before - 1_750);
    expect(await ledgerSum(t.db, w.authorId)).toBe(await balanceOf(t.db, w.authorId));
    const o = await order(id);
    expect(o).toMatchObject({ status: 'partially_refunded', refundedCents: 2_500, refundableCents: 7_500 });
    expect(o.refunds).toHaveLength(1);
    const audit = await auditRows(t.db, 'orders', id);
    expect(audit.map((a) => a.action)).toEqual(['refund']);
    expect(audit[0].before).toMatchObject({ status: 'paid', refundedCents: 0 });
    expect(audit[0].after).toMatchObject({ status: 'partially_refunded', refundedCents: 2_500 });
  });

  it('clawbacks of a refund in odd parts add up to exactly the income', async () => {
    const id = await newOrder(t.db, w, 999); // income floor(999 * 0.7) = 699
    const before = await balanceOf(t.db, w.authorId);
    for (const part of [333, 333, 333]) expect((await refund(id, part)).code).toBe(1);
    expect(await balanceOf(t.db, w.authorId)).toBe(before - 699);
    expect(await order(id)).toMatchObject({ status: 'refunded', refundedCents: 999, refundableCents: 0 });
  });

  it('the same key answers the first refund and refunds nothing more, even after the order is fully refunded', async () => {
    const id = await newOrder(t.db, w, 5_000);
    const key = newKey();
    const first = await refund(id, 5_000, key);
    const balance = await balanceOf(t.db, w.authorId);
    const again = await refund(id, 5_000, key);
    expect(again.code).toBe(1);
    expect(again.data).toEqual({ ...first.data, replayed: true });
    expect(await balanceOf(t.db, w.authorId)).toBe(balance);
    expect((await order(id)).refunds).toHaveLength(1);
    // the repeat is not a second event in the history
    expect((await auditRows(t.db, 'orders', id)).map((a) => a.action)).toEqual(['refund']);
    // a new key on the fully refunded order is refused
    const other = await refund(id, 1);
    expect(other.code).toBe(-5);
    expect(other.message).toBe('Only paid or partly refunded orders can be refunded');
  });

  it('the same key with another amount or reason is refused -5 naming idempotencyKey, in both languages, refunding nothing', async () => {
    const id = await newOrder(t.db, w, 8_000);
    const key = newKey();
    const first = await refund(id, 3_000, key);
    expect(first.data.replayed).toBe(false);
    const balance = await balanceOf(t.db, w.authorId);
    const other = await refund(id, 2_000, key);
    expect(other).toMatchObject({ status: 409, code: -5 });
    expect(other.message).toBe(`Idempotency key ${key} was already used for a different refund (¥30.00): the very same request answers that refund again; a new refund needs a new key`);
    expect(other.data.errors).toEqual([{ field: 'idempotencyKey', message: other.message }]);
    const zh = await refund(id, 2_000, key, 'zh-CN');
    expect(zh.code).toBe(-5);
    expect(zh.message).toBe(`幂等键 ${key} 已用于另一笔退款（¥30.00）：重发完全相同的请求会返回那笔退款，新的退款请换用新的键`);
    const reason = await t.call('/mdr/orders/refund', { id, amountCents: 3_000, reason: 'Another reason', idempotencyKey: key }, { token });
    expect(reason.code).toBe(-5);
    expect(reason.data.errors[0].field).toBe('idempotencyKey');
    // the very same request (the reason's outer spaces aside) still answers the first refund
    const same = await t.call('/mdr/orders/refund', { id, amountCents: 3_000, reason: '  User asked for a refund ', idempotencyKey: key }, { token });
    expect(same.data).toEqual({ ...first.data, replayed: true });
    expect(await order(id)).toMatchObject({ refundedCents: 3_000 });
    expect((await order(id)).refunds).toHaveLength(1);
    expect(await balanceOf(t.db, w.authorId)).toBe(balance);
    expect((await auditRows(t.db, 'orders', id)).map((a) => a.action)).toEqual(['refund']);
  });

  it('refuses more than the refundable with the field and the maximum, in both languages, changing nothing', async () => {
    const id = await newOrder(t.db, w, 3_000);
    await refund(id, 1_000);
    const balance = await balanceOf(t.db, w.authorId);
    const en = await refund(id, 2_001);
    expect(en.code).toBe(-1);
    expect(JSON.stringify(en.data)).toContain('amountCents');
    expect(JSON.stringify(en)).toContain('¥20.00');
    const zh = await refund(id, 2_001, newKey(), 'zh-CN');
    expect(JSON.stringify(zh)).toContain('退款金额超过可退金额 ¥20.00');
    expect(await order(id)).toMatchObject({ refundedCents: 1_000, status: 'partially_refunded' });
    expect(await balanceOf(t.db, w.authorId)).toBe(balance);
  });

  it('refuses pending orders and bad bodies without a 500', async () => {
    const pending = await newOrder(t.db, w, 3_000, { pending: true });
    expect((await refund(pending, 100)).code).toBe(-5);
    const paid = await newOrder(t.db, w, 3_000);
    for (const body of [{ amountCents: 0 }, { amountCents: 1.5 }, { amountCents: '100' }, { reason: '   ' }, { idempotencyKey: 'x' }]) {
      const res = await t.call('/mdr/orders/refund', { id: paid, amountCents: 100, reason: 'r', idempotencyKey: newKey(), ...body }, { token });
      expect(res.code, JSON.stringify(body)).toBe(-1);
    }
    expect((await order(paid)).refundedCents).toBe(0);
  });

  it('an order without an author refunds with no ledger row', async () => {
    const id = await newOrder(t.db, w, 2_000, { author: false });
    const res = await refund(id, 2_000);
    expect(res.data.refund).toMatchObject({ clawbackCents: 0, statusAfter: 'refunded' });
    const rows = await t.db.selectFrom('author_ledger').select('id').where('order_id', '=', id).execute();
    expect(rows).toHaveLength(0);
  });

  it('ten simultaneous refunds whose sum exceeds the order: only those that fit succeed', async () => {
    const id = await newOrder(t.db, w, 10_000);
    const before = await balanceOf(t.db, w.authorId);
    const results = await Promise.all(Array.from({ length: 10 }, () => refund(id, 1_500)));
    const ok = results.filter((r) => r.code === 1);
    expect(ok).toHaveLength(6); // 6 × 15.00 = 90.00 fits in 100.00, a seventh does not
    expect(results.filter((r) => r.code !== 1).every((r) => r.code === -1 || r.code === -5)).toBe(true);
    const o = await order(id);
    expect(o).toMatchObject({ refundedCents: 9_000, status: 'partially_refunded' });
    expect(o.refunds).toHaveLength(6);
    expect(await balanceOf(t.db, w.authorId)).toBe(before - 6 * 1_050);
    expect(await ledgerSum(t.db, w.authorId)).toBe(await balanceOf(t.db, w.authorId));
  });

  it('ten simultaneous repeats of one key refund once', async () => {
    const id = await newOrder(t.db, w, 10_000);
    const key = newKey();
    const results = await Promise.all(Array.from({ length: 10 }, () => refund(id, 4_000, key)));
    expect(results.every((r) => r.code === 1)).toBe(true);
    expect(results.filter((r) => !r.data.replayed)).toHaveLength(1);
    expect((await order(id)).refundedCents).toBe(4_000);
  });
});
