// POST /mdr/author_traffic/summary: a range's totals row and the per-day views
// and income the charts draw — one author, or all authors together and the top
// authors by views in the range. Sums over author_traffic by its indexes (day,
// or author and day); never a scan of the orders.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql, type Kysely } from 'kysely';
import { AUTHOR_TRAFFIC, TRAFFIC_MAX_RANGE_DAYS, TRAFFIC_TOP_AUTHORS, type TrafficSummary } from '../../../contract/author_traffic';
import { TrafficSummarySchema } from '../../../contract/records/author_traffic';
import type { DB } from '../../db/schema';
import { t } from '../../core/i18n';
import { Envelope, ok } from '../../core/envelope';
import { invalidField } from '../../core/errors';
import { requireCtx } from '../../core/hooks';
import { hiddenMoneyOf, withoutFields } from '../../resources/money';
import { Id } from '../../resources/schemas';
import { Day } from './traffic';

const SummaryBody = Type.Object({ dayFrom: Day, dayTo: Day, authorId: Type.Optional(Id) });

interface Range { dayFrom: string; dayTo: string; authorId?: number }

const DAY_MS = 86_400_000;
const daysOf = (from: string, to: string) =>
  Array.from({ length: (Date.parse(to) - Date.parse(from)) / DAY_MS + 1 }, (_, i) => new Date(Date.parse(from) + i * DAY_MS).toISOString().slice(0, 10));

const num = (v: unknown) => Number(v ?? 0);

async function totals(db: Kysely<DB>, r: Range): Promise<TrafficSummary['totals']> {
  const { rows } = await sql<Record<string, string | null>>`
    SELECT sum(views) AS views, sum(visitors) AS visitors, sum(likes) AS likes, sum(followers) AS followers,
           sum(orders) AS orders, sum(income_cents) AS income
    FROM author_traffic WHERE day BETWEEN ${r.dayFrom}::date AND ${r.dayTo}::date
      ${r.authorId ? sql`AND author_id = ${r.authorId}` : sql``}`.execute(db);
  const x = rows[0];
  return { views: num(x.views), visitors: num(x.visitors), likes: num(x.likes), followers: num(x.followers), orders: num(x.orders), incomeCents: num(x.income) };
}

/** Per day of the range: views and income of the authors given (null: all together). */
async function seriesOf(db: Kysely<DB>, r: Range, days: string[], authors: { id: number | null; name: string }[]) {
  const ids = authors.flatMap((a) => (a.id === null ? [] : [a.id]));
  const { rows } = await sql<{ author_id: number | null; day: string; views: string; income: string }>`
    SELECT ${authors.some((a) => a.id === null) ? sql`NULL::int` : sql`author_id`} AS author_id, day::text AS day,
           sum(views) AS views, sum(income_cents) AS income
    FROM author_traffic WHERE day BETWEEN ${r.dayFrom}::date AND ${r.dayTo}::date
      ${ids.length ? sql`AND author_id IN (${sql.join(ids)})` : sql``}
    GROUP BY 1, 2`.execute(db);
  const at = new Map(rows.map((x) => [`${x.author_id}:${x.day}`, x]));
  return authors.map((a) => ({
    authorId: a.id,
    authorName: a.name,
    views: days.map((d) => num(at.get(`${a.id}:${d}`)?.views)),
    incomeCents: days.map((d) => num(at.get(`${a.id}:${d}`)?.income)),
  }));
}

export async function summary(db: Kysely<DB>, r: Range, allLabel: string): Promise<TrafficSummary> {
  const days = daysOf(r.dayFrom, r.dayTo);
  if (r.authorId) {
    const author = await db.selectFrom('authors').select('pen_name').where('id', '=', r.authorId).executeTakeFirst();
    return { totals: await totals(db, r), days, series: await seriesOf(db, r, days, [{ id: r.authorId, name: author?.pen_name ?? `#${r.authorId}` }]) };
  }
  const { rows: top } = await sql<{ id: number; name: string }>`
    SELECT t.author_id AS id, a.pen_name AS name FROM author_traffic t JOIN authors a ON a.id = t.author_id
    WHERE t.day BETWEEN ${r.dayFrom}::date AND ${r.dayTo}::date
    GROUP BY t.author_id, a.pen_name ORDER BY sum(t.views) DESC, t.author_id LIMIT ${TRAFFIC_TOP_AUTHORS}`.execute(db);
  const all = await seriesOf(db, r, days, [{ id: null, name: allLabel }]);
  const each = top.length ? await seriesOf(db, r, days, top) : [];
  return { totals: await totals(db, r), days, series: [...all, ...each] };
}

export const summaryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/mdr/author_traffic/summary', {
    config: { permission: 'author_traffic.read' },
    schema: {
      tags: ['author_traffic'],
      summary: `A range's totals and per-day views and income: one author, or all and the top ${TRAFFIC_TOP_AUTHORS} by views`,
      description: 'The income (incomeCents) only for readers holding author_traffic.read_money.',
      body: SummaryBody,
      response: { 200: Envelope(TrafficSummarySchema) },
    },
  }, async (request) => {
    const { dayFrom, dayTo, authorId } = request.body;
    if (dayTo < dayFrom) throw invalidField('dayTo', 'author_traffic.error.range_order');
    if ((Date.parse(dayTo) - Date.parse(dayFrom)) / DAY_MS + 1 > TRAFFIC_MAX_RANGE_DAYS) throw invalidField('dayTo', 'author_traffic.error.range_long');
    const ctx = requireCtx(request);
    const answer = await summary(app.db, { dayFrom, dayTo, authorId }, t(ctx.lang, 'author_traffic.all_authors'));
    // the income goes with the key that shows it (money.ts), like the list's column
    const hidden = hiddenMoneyOf('author_traffic', AUTHOR_TRAFFIC.money, ctx.actor);
    return ok(request, { ...answer, totals: withoutFields(answer.totals, hidden), series: answer.series.map((s) => withoutFields(s, hidden)) });
  });
};
