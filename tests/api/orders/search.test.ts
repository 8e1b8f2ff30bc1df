// Finding orders (`q`): any part of the order number, the buyer's nickname or
// id, the author's pen name; nothing else matches, and % or _ match literally.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { newOrder, orderWorld, type OrderWorld } from './fixtures';

describe.each(testBackends())('order search (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  let grim: OrderWorld;
  let other: OrderWorld;
  const orders: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(backend, {
      seed: async (db) => {
        grim = await orderWorld(db);
        other = await orderWorld(db);
        await db.updateTable('users').set({ nickname: 'Grimbrew619' }).where('id', '=', grim.userId).execute();
        await db.updateTable('users').set({ nickname: 'Frost_50%' }).where('id', '=', other.userId).execute();
        await db.updateTable('authors').set({ pen_name: 'Lightscale' }).where('id', '=', other.authorId).execute();
        orders.grim = await newOrder(db, grim);
        orders.other = await newOrder(db, other);
        orders.noAuthor = await newOrder(db, grim, 5000, { author: false });
      },
    });
    const finance = await t.createStaff({ username: 'finance', role: 'user', modules: ['orders.read'] });
    token = await t.login(finance.username, finance.password);
  });
  afterAll(() => t?.close());

  const found = async (q: string) => {
    const res = await t.call('/mdr/orders/list', { filter: { q } }, { token });
    expect(res.code).toBe(1);
    return (res.data.list as { id: number }[]).map((o) => o.id).sort((a, b) => a - b);
  };
  const orderNo = async (id: number) => (await t.db.selectFrom('orders').select('order_no').where('id', '=', id).executeTakeFirstOrThrow()).order_no;

  it("finds an order by any part of its number, in any case", async () => {
    const no = await orderNo(orders.other);
    expect(await found(no)).toEqual([orders.other]);
    expect(await found(no.slice(-6))).toEqual([orders.other]);
    expect(await found(no.slice(2, 10).toLowerCase())).toContain(orders.other); // the day, shared by every order of the day
    expect(await found(` ${no.slice(-5)} `)).toEqual([orders.other]);
  });

  it("finds the buyer's orders by part of the nickname or by the buyer's id", async () => {
    expect(await found('Grimbrew619')).toEqual([orders.grim, orders.noAuthor]);
    expect(await found('rimbrew6')).toEqual([orders.grim, orders.noAuthor]);
    expect(await found(String(other.userId))).toContain(orders.other);
  });

  it("finds an order by part of its author's pen name", async () => {
    expect(await found('lightSC')).toEqual([orders.other]);
  });

  it('finds nothing for text no order holds, and matches % and _ literally', async () => {
    expect(await found('Nobody')).toEqual([]);
    expect(await found('50%')).toEqual([orders.other]);
    expect(await found('t_5')).toEqual([orders.other]);
    expect(await found('%')).toEqual([orders.other]);
  });
});
