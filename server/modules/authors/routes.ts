// The author's income by month for the detail page's chart: the income rows
// (minus clawbacks) of the last N months, one entry per month that has any.
// Money figures only, so its key is the one showing the authors' balances.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Envelope, ok } from '../../core/envelope';
import { notFound } from '../../core/errors';
import { Id } from '../../resources/schemas';
import statementRoutes from './statement-routes';

const IncomeBody = Type.Object({ id: Id, months: Type.Optional(Type.Integer({ minimum: 1, maximum: 36, default: 12 })) },
  { additionalProperties: false });
const IncomeData = Type.Object({
  list: Type.Array(Type.Object({
    month: Type.String({ description: 'YYYY-MM, a Beijing month (Asia/Shanghai)' }),
    incomeCents: Type.Integer({ description: 'fen' }),
    clawbackCents: Type.Integer({ description: 'fen, positive' }),
  })),
});

const authorsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // the monthly statement and its CSV (./statement-routes.ts)
  await app.register(statementRoutes);
  app.post('/mdr/authors/income_by_month', {
    config: { permission: 'authors.read_money', keyMark: 'money' },
    schema: { tags: ['authors'], summary: "An author's income and clawbacks per Beijing month, oldest first",
      body: IncomeBody, response: { 200: Envelope(IncomeData) } },
  }, async (request) => {
    const { id, months = 12 } = request.body;
    const author = await app.db.selectFrom('authors').select('id').where('id', '=', id).executeTakeFirst();
    if (!author) throw notFound();
    // Beijing months, as the workplace and the rankings count them (mdr_beijing_day)
    const month = sql<string>`to_char(mdr_beijing_day(created_at), 'YYYY-MM')`;
    const rows = await app.db.selectFrom('author_ledger')
      .select((eb) => [
        month.as('month'),
        eb.fn.sum<number>(sql`CASE WHEN kind = 'income' THEN amount_cents ELSE 0 END`).as('income'),
        eb.fn.sum<number>(sql`CASE WHEN kind = 'refund_clawback' THEN amount_cents ELSE 0 END`).as('clawback'),
      ])
      .where('author_id', '=', id)
      .where('kind', 'in', ['income', 'refund_clawback'])
      .where('created_at', '>=', sql<Date>`(date_trunc('month', mdr_beijing_day(now()))::date - make_interval(months => ${months - 1}))::timestamp AT TIME ZONE 'Asia/Shanghai'`)
      .groupBy(month).orderBy(month).execute();
    return ok(request, {
      list: rows.map((r) => ({ month: r.month, incomeCents: Number(r.income), clawbackCents: Number(r.clawback) })),
    });
  });
};

export default authorsRoutes;
