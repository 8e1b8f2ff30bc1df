// `/mdr/reconciliation/daily { from, to }` and `/mdr/reconciliation/day { day }`
// under one key, reconciliation.read (a money key: granted only by name,
// docs/access.md), grouped under the orders module whose page shows them
// (#/orders/reconciliation). Days are Beijing days; a range is at most 92 of them.
import { Type, type TSchema } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { beijingToday } from '../../../contract/days';
import { Envelope, ok } from '../../core/envelope';
import { invalidField } from '../../core/errors';
import { BalancesSchema, CauseSchema, DailyRowSchema } from '../../../contract/records/reconciliation';
import { checkLedger } from '../authors';
import { causesOf } from './causes';
import { dailyRows } from './daily';
import './messages';

export const MAX_DAYS = 92;
const Day = (description: string) => Type.String({ format: 'date', description });
const DailyBody = Type.Object({ from: Day('first Beijing day (YYYY-MM-DD)'), to: Day('last Beijing day, included') }, { additionalProperties: false });
const DayBody = Type.Object({ day: Day('a Beijing day (YYYY-MM-DD)') }, { additionalProperties: false });

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
