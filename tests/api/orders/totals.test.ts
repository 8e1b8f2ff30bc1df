// Money lists' totals (data.totals, server/resources/totals.ts) over every row
// the filter matches, not the page: orders (equal to what the CSV of the same
// filter adds up to), refunds (and the refunds list's filters), withdrawals and
// the author ledger; a sum of a money figure the reader may not see is left
// out; every ledger row names its source.
import { Type } from 'typebox';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../../server/db/schema';
import { postLedger, requestWithdrawal } from '../../../server/modules/authors';
import { registerResource } from '../../../server/resources/routes';
import { READ_ACTIONS, defineResource } from '../../../server/resources/types';
import { parseCsv } from '../guide/fixtures';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { newKey, newOrder, orderWorld, type OrderWorld } from './fixtures';

const ORDERS = 37;
const PAGE = 10;

/** The orders' money as a reader without orders_money.read_money would see it: the test stands in for a resource with that key. */
const ordersMoney = defineResource({
  name: 'orders_money',
  table: 'orders',
  permission: 'mdr.orders',
  actions: READ_ACTIONS,
  schemas: { record: Type.Object({ id: Type.Integer(), amountCents: Type.Integer() }) },
  filters: {},
  sorts: { id: 'orders.id' },
  defaultSort: { field: 'id', order: 'ASC' },
  query: (db: Kysely<DB>) => db.selectFrom('orders').select(['orders.id', 'orders.amount_cents']),
  toResponse: (r: { id: number; amount_cents: number }) => ({ id: Number(r.id), amountCents: Number(r.amount_cents) }),
  moneyFields: ['amountCents'],
  totals: { amountCents: 'orders.amount_cents' },
});

type Totals = Record<string, number>;
type Row = Record<string, unknown> & { id: number };

describe.each(testBackends())('money lists total the whole filter (%s)', (backend) => {
  let t: TestApp;
  let w: OrderWorld;
  let token: string;
  let blind: string;
  let other: number;
  const refunds: number[] = [];
  let withdrawal = 0;
  let adjustment = 0;

  beforeAll(async () => {
    t = await createTestApp(backend, { plugins: [async (api) => registerResource(api, ordersMoney)] });
    w = await orderWorld(t.db);
    for (let i = 0; i < ORDERS; i++) await newOrder(t.db, w, 1_000 + i * 37, { pending: i % 5 === 0 });
    other = await newOrder(t.db, w, 9_999, { author: false });
    const staff = await t.createStaff({
      username: 'finance', role: 'user',
      modules: ['orders.read', 'orders.export', 'orders.refund', 'order_refunds.read', 'withdrawals.read', 'author_ledger.read'],
    });
    await t.createStaff({ username: 'blind', role: 'user', modules: ['orders.read'] });
    await sql`UPDATE admins SET modules = modules || ${sql.val(['orders_money.read', 'orders_money.read_money'])}::text[]
      WHERE username = 'finance'`.execute(t.db);
    await sql`UPDATE admins SET modules = modules || ${sql.val(['orders_money.read'])}::text[] WHERE username = 'blind'`.execute(t.db);
    token = await t.login('finance', staff.password);
    blind = await t.login('blind', 'blind-pass1');
    const paid = (await t.db.selectFrom('orders').select('id').where('status', '=', 'paid').where('author_id', 'is not', null)
      .orderBy('id').limit(3).execute()).map((r) => Number(r.id));
    for (const [i, id] of [paid[0], paid[0], paid[1], other].entries()) {
      const res = await t.call('/mdr/orders/refund', { id, amountCents: 300 + i, reason: 'User asked for a refund', idempotencyKey: newKey() }, { token });
      expect(res.code).toBe(1);
      refunds.push(res.data.refund.id);
    }
    withdrawal = await t.db.transaction().execute((trx) => requestWithdrawal(trx, { authorId: w.authorId, amountCents: 2_000, feeCents: 20, fourEyesCents: 500_000 }));
    adjustment = (await t.db.transaction().execute((trx) => postLedger(trx, { authorId: w.authorId, kind: 'adjustment', amountCents: -150, reason: 'fix' }))).id;
  });
  afterAll(() => t?.close());

  const list = async (resource: string, body: object, as = token) => {
    const res = await t.call(`/mdr/${resource}/list`, body, { token: as, lang: 'en-US' });
    expect(res.code, res.message).toBe(1);
    return res.data as { list: Row[]; total: number; totals: Totals };
  };
  /** Every page of a filter, PAGE rows at a time: more than one page. */
  const allPages = async (resource: string, filter: object) => {
    const rows: Row[] = [];
    let first: Totals | undefined;
    for (let page = 1; ; page++) {
      const { list: some, totals } = await list(resource, { page, pageSize: PAGE, filter });
      first ??= totals;
      expect(totals).toEqual(first);
      rows.push(...some);
      if (some.length < PAGE) return { rows, totals: first };
    }
  };
  const sum = (rows: Row[], field: string) => rows.reduce((s, r) => s + Number(r[field]), 0);

  it('totals every order the filter matches, not the page, as the CSV of the filter adds up', async () => {
    const filter = { status: ['paid', 'partially_refunded'], authorId: w.authorId };
    const { rows, totals } = await allPages('orders', filter);
    expect(rows.length).toBeGreaterThan(PAGE * 2);
    expect(totals).toEqual({
      count: rows.length, amountCents: sum(rows, 'amountCents'), refundedCents: sum(rows, 'refundedCents'),
      netCents: sum(rows, 'amountCents') - sum(rows, 'refundedCents'),
    });
    expect(totals.refundedCents).toBe(300 + 301 + 302);
    const csv = parseCsv((await t.call('/mdr/orders/export', { filter }, { token, lang: 'en-US' })).body.replace(/^\uFEFF/, ''));
    const [header, ...lines] = csv.filter((l) => l.length > 1);
    // the money columns' headers name their unit ("Amount (¥)")
    const column = (name: string) => header.findIndex((h) => h === name || h.startsWith(`${name} `));
    const yuan = (name: string) => Math.round(lines.reduce((s, l) => s + Number(l[column(name)].replace(/[^\d.-]/g, '')), 0) * 100);
    expect([column('Amount'), column('Refunded')].every((i) => i >= 0), header.join('|')).toBe(true);
    expect(lines).toHaveLength(totals.count);
    expect(yuan('Amount')).toBe(totals.amountCents);
    expect(yuan('Refunded')).toBe(totals.refundedCents);
  });

  it('totals withdrawals and the ledger over the whole filter', async () => {
    expect((await list('withdrawals', { filter: { authorId: w.authorId } })).totals).toEqual({ count: 1, amountCents: 2_000, feeCents: 20 });
    const { rows, totals } = await allPages('author_ledger', { authorId: w.authorId });
    expect(totals).toEqual({
      count: rows.length, amountCents: sum(rows, 'amountCents'), availableDelta: sum(rows, 'availableDelta'), frozenDelta: sum(rows, 'frozenDelta'),
    });
    const balance = await t.db.selectFrom('authors').select(['available_cents', 'frozen_cents']).where('id', '=', w.authorId).executeTakeFirstOrThrow();
    expect([totals.availableDelta, totals.frozenDelta]).toEqual([Number(balance.available_cents), Number(balance.frozen_cents)]);
    const clawbacks = await list('author_ledger', { pageSize: 100, filter: { authorId: w.authorId, kind: 'refund_clawback' } });
    expect(clawbacks.totals.count).toBe(3);
  });

  it('names the source of every kind of ledger row', async () => {
    const { list: rows } = await list('author_ledger', { pageSize: 100, filter: { authorId: w.authorId } });
    const of = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.source);
    expect(of('income')).toEqual(rows.filter((r) => r.kind === 'income').map((r) => ({ type: 'orders', id: r.orderId })));
    expect(of('refund_clawback').sort((a, b) => (a as Row).id - (b as Row).id))
      .toEqual(refunds.slice(0, 3).map((id) => ({ type: 'order_refunds', id })));
    expect(of('withdrawal_freeze')).toEqual([{ type: 'withdrawals', id: withdrawal }]);
    expect(of('adjustment')).toEqual([{ type: 'adjustments', id: adjustment }]);
    const one = await t.call('/mdr/author_ledger/get', { id: adjustment }, { token });
    expect(one.data.source).toEqual({ type: 'adjustments', id: adjustment });
  });

  it('lists refunds by order, author, staff and day, with their totals', async () => {
    const everything = await list('order_refunds', {});
    expect(everything.totals).toEqual({ count: 4, amountCents: 300 + 301 + 302 + 303, clawbackCents: sum(everything.list, 'clawbackCents') });
    const byAuthor = await list('order_refunds', { filter: { authorId: w.authorId } });
    expect(byAuthor.list.map((r) => r.id).sort()).toEqual(refunds.slice(0, 3).sort());
    expect(byAuthor.list[0]).toMatchObject({ authorId: w.authorId, orderNo: expect.any(String), actorName: 'finance' });
    const first = byAuthor.list.find((r) => r.id === refunds[0])!;
    const byOrder = await list('order_refunds', { filter: { orderId: first.orderId } });
    expect(byOrder.totals).toMatchObject({ count: 2, amountCents: 601 });
    const staffId = (await t.db.selectFrom('admins').select('id').where('username', '=', 'finance').executeTakeFirstOrThrow()).id;
    expect((await list('order_refunds', { filter: { actorId: staffId } })).total).toBe(4);
    expect((await list('order_refunds', { filter: { actorId: staffId + 999 } })).totals).toEqual({ count: 0, amountCents: 0, clawbackCents: 0 });
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((await list('order_refunds', { filter: { createdFrom: today, createdTo: today } })).total).toBe(4);
    expect((await list('order_refunds', { filter: { createdTo: '2020-01-01' } })).total).toBe(0);
    const bad = await t.call('/mdr/order_refunds/list', { filter: { createdFrom: 'yesterday' } }, { token });
    expect(bad.code).toBe(-1);
  });

  it('leaves out a sum of money the reader may not see, keeping the count', async () => {
    const seen = await list('orders_money', {});
    expect(seen.totals).toEqual({ count: ORDERS + 1, amountCents: sum((await list('orders_money', { pageSize: 100 })).list, 'amountCents') });
    const hidden = await list('orders_money', {}, blind);
    expect(hidden.totals).toEqual({ count: ORDERS + 1 });
    expect(hidden.list[0]).not.toHaveProperty('amountCents');
  });
});
