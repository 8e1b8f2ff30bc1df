// `/mdr/reconciliation/daily { from, to }` and `/mdr/reconciliation/day { day }`
// under one key, reconciliation.read (a money key: granted only by name,
// docs/access.md), grouped under the orders module whose page shows them
// (#/orders/reconciliation). Days are Beijing days; a range is at most 92 of them.
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { beijingToday } from '../../../contract/days';
import { Envelope, ok } from '../../core/envelope';
import { invalidField } from '../../core/errors';
import { checkLedger } from '../authors';
import { causesOf } from './causes';
import { dailyRows } from './daily';
import './messages';

export const MAX_DAYS = 92;
const Day = (description: string) => Type.String({ format: 'date', description });
const DailyBody = Type.Object({ from: Day('first Beijing day (YYYY-MM-DD)'), to: Day('last Beijing day, included') }, { additionalProperties: false });
const DayBody = Type.Object({ day: Day('a Beijing day (YYYY-MM-DD)') }, { additionalProperties: false });

const cents = (description: string) => Type.Integer({ description: `fen: ${description}` });
const count = (description: string) => Type.Integer({ minimum: 0, description });
const DailyRowSchema = Type.Object({
  day: Type.String({ description: 'YYYY-MM-DD (Beijing)' }),
  ordersPaid: count('orders paid that day'), ordersPaidCents: cents('their amounts'),
  authorsShareCents: cents("the authors' share of them: the income due"), ledgerIncomeCents: cents("the ledger's income rows"),
  incomeDifferenceCents: cents('ledger income − share due'),
  refunds: count('refunds that day'), refundsCents: cents('their amounts'),
  clawbacksDueCents: cents('the clawbacks due for them'), ledgerClawbackCents: cents("the ledger's refund_clawback rows"),
  clawbackDifferenceCents: cents('ledger clawbacks − clawbacks due'),
  withdrawalsPaid: count('withdrawals marked paid that day'), withdrawalsPaidCents: cents('their amounts'),
  ledgerDebitsCents: cents("the ledger's withdrawal_paid rows"), withdrawalDifferenceCents: cents('ledger debits − withdrawals paid'),
  adjustmentsCents: cents('manual adjustments, signed (nothing to compare them with)'),
  differenceCents: cents('the sum of the three differences\' absolute values: 0 when the day reconciles'),
});
const BalancesSchema = Type.Object({
  ok: Type.Boolean({ description: "every author's balance equals the sum of their ledger rows, and every paid order has one income row" }),
  availableCents: cents('all authors\' available balances'), frozenCents: cents('all authors\' frozen balances'),
  authors: Type.Array(Type.Object({
    authorId: Type.Integer(), availableCents: Type.Integer(), ledgerAvailable: Type.Integer(), frozenCents: Type.Integer(), ledgerFrozen: Type.Integer(),
  }), { description: 'authors whose balance differs from their ledger (the first 100)' }),
  orders: Type.Array(Type.Object({ orderId: Type.Integer(), incomeRows: Type.Integer() }),
    { description: 'paid orders with a share and not exactly one income row (the first 100)' }),
});
const CauseSchema = Type.Object({
  check: Type.Union([Type.Literal('income'), Type.Literal('clawback'), Type.Literal('withdrawal')]),
  source: Type.Union([Type.Object({ type: Type.Union([Type.Literal('orders'), Type.Literal('withdrawals')]), id: Type.Integer() }), Type.Null()]),
  refundIds: Type.Array(Type.Integer()), authorId: Type.Union([Type.Integer(), Type.Null()]),
  dueCents: cents('due by the source'), ledgerCents: cents('in the ledger that day'), ledgerIds: Type.Array(Type.Integer()),
});
const answer = (data: TSchema) => ({ 200: Envelope(data) });

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

const reconciliationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { permission: 'reconciliation.read', keyModule: 'mdr.orders', keyMark: 'money', readOnly: true } as const;
  app.post('/mdr/reconciliation/daily', {
    config,
    schema: { tags: ['reconciliation'], summary: 'Per Beijing day: orders paid, refunds, withdrawals paid beside the author ledger, and every difference; the balances beside the ledger',
      body: DailyBody, response: answer(Type.Object({ list: Type.Array(DailyRowSchema), balances: BalancesSchema })) },
  }, async (request) => {
    const { from, to } = request.body;
    if (to < from) throw invalidField('to', 'reconciliation.error.order');
    if (dayNumber(to) - dayNumber(from) + 1 > MAX_DAYS) throw invalidField('to', 'reconciliation.error.range', { max: MAX_DAYS });
    if (from > beijingToday()) throw invalidField('from', 'reconciliation.error.future');
    const [list, check] = [await dailyRows(app.db, from, to), await checkLedger(app.db)];
    return ok(request, {
      list,
      balances: { ok: check.ok, availableCents: check.availableTotal, frozenCents: check.frozenTotal,
        authors: check.balanceDifferences, orders: check.orderDifferences },
    });
  });

  app.post('/mdr/reconciliation/day', {
    config,
    schema: { tags: ['reconciliation'], summary: "The rows behind one Beijing day's differences: each order, refund or withdrawal whose ledger rows differ from what it is due, with their ids",
      body: DayBody, response: answer(Type.Object({ day: Type.String(), list: Type.Array(CauseSchema) })) },
  }, async (request) => {
    const { day } = request.body;
    return ok(request, { day, list: await causesOf(app.db, day) });
  });
};

export default reconciliationRoutes;
