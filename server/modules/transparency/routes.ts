// `/mdr/transparency/report { from, to }` (key transparency.read), its CSV
// `/mdr/transparency/export { from, to }` (transparency.export: an export is its own
// key, docs/access.md) and `/mdr/reviewers/stats { from, to }` (reviewers.stats,
// apart: a reader of the public figures need not see each colleague's), all under
// the review desk's module key, whose page shows them (#/review/transparency).
import type { TSchema } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ActionKey } from '../../../contract/access/modules';
import { ReviewersStatsSchema, TransparencyReportSchema } from '../../../contract/records/transparency';
import { Envelope, ok } from '../../core/envelope';
import { requireCtx } from '../../core/hooks';
import { csvStream } from '../../resources/csv';
import { csvHeaders, csvLines } from './csv';
import { PeriodBody, periodOf } from './period';
import { transparencyReport } from './report';
import { reviewerStats } from './reviewers';
import './messages';

const answer = (data: TSchema) => ({ 200: Envelope(data) });
const CSV_ANSWER = { description: 'CSV (UTF-8 with BOM): section, figure, code, value', content: { 'text/csv': { schema: { type: 'string' } } } };
const keyed = (permission: ActionKey) => ({ permission, keyModule: 'mdr.review', readOnly: true }) as const;

const transparencyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/mdr/transparency/report', {
    config: keyed('transparency.read'),
    schema: { tags: ['transparency'], summary: 'Reports received, decisions taken (by action, reason, rule, automated or not), time to decision (median, p90) and appeals over a range of Beijing days',
      body: PeriodBody, response: answer(TransparencyReportSchema) },
  }, async (request) => ok(request, await transparencyReport(app.db, periodOf(request.body))));

  app.post('/mdr/transparency/export', {
    config: keyed('transparency.export'),
    schema: { tags: ['transparency'], summary: "The transparency report as CSV, one section per block, in the reader's language",
      body: PeriodBody, response: { 200: CSV_ANSWER } },
  }, async (request, reply) => {
    const period = periodOf(request.body);
    const { lang } = requireCtx(request);
    const lines = csvLines(await transparencyReport(app.db, period), lang);
    async function* once() { yield lines; }
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="transparency-${period.from}-${period.to}.csv"`)
      .send(csvStream(csvHeaders(lang), once()));
  });

  app.post('/mdr/reviewers/stats', {
    config: keyed('reviewers.stats'),
    schema: { tags: ['transparency'], summary: 'Per staff member over a range of Beijing days: decisions taken, per day, median time to decision, appeals decided against them and overturned',
      body: PeriodBody, response: answer(ReviewersStatsSchema) },
  }, async (request) => {
    const period = periodOf(request.body);
    return ok(request, { from: period.from, to: period.to, days: period.days, list: await reviewerStats(app.db, period) });
  });
};

export default transparencyRoutes;
