// POST /mdr/promotion_links/stats {dayFrom, dayTo}: every link's figures over a
// range and all links together (the list's columns and totals);
// POST /mdr/promotion_links/daily {id, dayFrom, dayTo}: one link per day (its chart).
// Both sum promotion_link_daily by its indexes; the income only for readers
// holding promotion_links.read_money.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { LINK_MAX_RANGE_DAYS, PROMOTION_LINKS } from '../../../contract/promotion_links';
import { LinkDailySchema, LinkStatsSchema, type LinkStats } from '../../../contract/records/promotion_links';
import { Envelope, ok } from '../../core/envelope';
import { invalidField } from '../../core/errors';
import { requireCtx } from '../../core/hooks';
import { hiddenMoneyOf, withoutFields } from '../../resources/money';
import { Id } from '../../resources/schemas';

const Day = Type.String({ format: 'date', description: 'a Beijing day' });
const DAY_MS = 86_400_000;

function checkRange(from: string, to: string): void {
  if (to < from) throw invalidField('dayTo', 'promotion_links.error.range_order');
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > LINK_MAX_RANGE_DAYS) throw invalidField('dayTo', 'promotion_links.error.range_long');
}

type FigureRow = { clicks: string; visitors: string; signups: string; orders: string; income: string };
const figures = (r: Partial<FigureRow> | undefined) => ({
  clicks: Number(r?.clicks ?? 0), visitors: Number(r?.visitors ?? 0), signups: Number(r?.signups ?? 0),
  orders: Number(r?.orders ?? 0), incomeCents: Number(r?.income ?? 0),
});
/** The income goes with the key that shows it (server/resources/money.ts), like the list's column. */
const hiddenIncome = (request: FastifyRequest) => hiddenMoneyOf('promotion_links', PROMOTION_LINKS.money, requireCtx(request).actor);

const SUMS = sql`sum(clicks) AS clicks, sum(visitors) AS visitors, sum(signups) AS signups, sum(orders) AS orders, sum(income_cents) AS income`;

export const statsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { permission: 'promotion_links.read', readOnly: true } as const;
  app.post('/mdr/promotion_links/stats', {
    config,
    schema: {
      tags: ['promotion_links'], summary: 'Every link\'s clicks, unique visitors, sign-ups, orders and income over a range, and their totals',
      body: Type.Object({ dayFrom: Day, dayTo: Day }), response: { 200: Envelope(LinkStatsSchema) },
    },
  }, async (request) => {
    const { dayFrom, dayTo } = request.body;
    checkRange(dayFrom, dayTo);
    const { rows } = await sql<FigureRow & { link_id: number }>`SELECT link_id, ${SUMS} FROM promotion_link_daily
      WHERE day BETWEEN ${dayFrom}::date AND ${dayTo}::date AND link_id IN (SELECT id FROM promotion_links)
      GROUP BY link_id ORDER BY link_id`.execute(app.db);
    const links = rows.map((r) => ({ id: r.link_id, ...figures(r) }));
    const totals = links.reduce<Required<LinkStats['totals']>>((a, l) => ({
      clicks: a.clicks + l.clicks, visitors: a.visitors + l.visitors, signups: a.signups + l.signups,
      orders: a.orders + l.orders, incomeCents: a.incomeCents + l.incomeCents,
    }), figures(undefined));
    const hidden = hiddenIncome(request);
    return ok(request, { totals: withoutFields(totals, hidden), links: links.map((l) => withoutFields(l, hidden)) });
  });

  app.post('/mdr/promotion_links/daily', {
    config,
    schema: {
      tags: ['promotion_links'], summary: 'One link\'s figures per day of a range (every day, oldest first)',
      body: Type.Object({ id: Id, dayFrom: Day, dayTo: Day }), response: { 200: Envelope(LinkDailySchema) },
    },
  }, async (request) => {
    const { id, dayFrom, dayTo } = request.body;
    checkRange(dayFrom, dayTo);
    const { rows } = await sql<FigureRow & { day: string }>`
      SELECT d::date::text AS day, coalesce(p.clicks, 0) AS clicks, coalesce(p.visitors, 0) AS visitors,
             coalesce(p.signups, 0) AS signups, coalesce(p.orders, 0) AS orders, coalesce(p.income_cents, 0) AS income
      FROM generate_series(${dayFrom}::date, ${dayTo}::date, interval '1 day') AS d
      LEFT JOIN promotion_link_daily p ON p.link_id = ${id} AND p.day = d::date ORDER BY d`.execute(app.db);
    const hidden = hiddenIncome(request);
    return ok(request, { days: rows.map((r) => withoutFields({ day: r.day, ...figures(r) }, hidden)) });
  });
};
