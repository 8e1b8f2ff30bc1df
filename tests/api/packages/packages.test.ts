// Power packages: a package with orders is never deleted (the record says why),
// a price change is in the history as before → after, prices are whole fen and
// the original price is never below the price.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { newOrder, orderWorld } from '../orders/fixtures';

describe.each(testBackends())('power packages (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  const call = (action: string, body: object, lang: 'zh-CN' | 'en-US' = 'en-US') =>
    t.call(`/mdr/power_packages/${action}`, body, { token, lang });
  const create = (data: object = {}) => call('create', { data: {
    nameZh: '周卡', nameEn: 'Weekly', priceCents: 1500, originalPriceCents: 2100, durationDays: 7, ...data,
  } });

  beforeAll(async () => {
    t = await createTestApp(backend);
    const s = await t.createStaff({ username: 'shop', role: 'user', modules: ['mdr.supports', 'power_packages.create', 'power_packages.update'] });
    token = await t.login('shop', s.password);
  });
  afterAll(() => t?.close());

  it('a package with orders cannot be deleted and says why; one without can', async () => {
    const w = await orderWorld(t.db);
    await newOrder(t.db, w, 4_500);
    const used = (await call('get', { id: w.packageId })).data;
    expect(used).toMatchObject({ orderCount: 1, deletable: false, deleteBlockedReason: 'This package has orders: it cannot be deleted, only taken off sale' });
    const refused = await call('delete', { id: w.packageId }, 'zh-CN');
    expect(refused).toMatchObject({ code: -5, message: '该套餐已有订单，不能删除，只能下架' });
    const unused = await create();
    expect(unused.data).toMatchObject({ orderCount: 0, deletable: true, status: 'off_sale' });
    expect((await call('delete', { id: unused.data.id })).code).toBe(1);
  });

  it('a price change is in the history with the price before and after', async () => {
    const p = (await create()).data;
    const res = await call('update', { id: p.id, version: p.version, data: { priceCents: 1800, originalPriceCents: 2400 } });
    expect(res.data).toMatchObject({ priceCents: 1800, version: 2 });
    const history = (await call('history', { id: p.id })).data;
    const change = JSON.stringify(history);
    expect(change).toContain('"field":"priceCents"');
    expect(change).toMatch(/"before":1500[^}]*"after":1800|"after":1800[^}]*"before":1500/);
  });

  it('refuses fractional fen and an original price below the price, with the field', async () => {
    expect((await create({ priceCents: 12.5 })).code).toBe(-1);
    const below = await create({ priceCents: 3000, originalPriceCents: 2000 });
    expect(below.code).toBe(-1);
    expect(JSON.stringify(below.data)).toContain('originalPriceCents');
  });

  it('goes on and off sale', async () => {
    const p = (await create()).data;
    expect((await call('on_sale', { id: p.id })).data.status).toBe('on_sale');
    expect((await call('on_sale', { id: p.id })).code).toBe(-5);
    expect((await call('off_sale', { id: p.id })).data.status).toBe('off_sale');
  });
});
