// `/mdr/authors/statement` (key authors.statement) and its CSV,
// `/mdr/authors/statement_export` (key authors.statement_export, apart as every
// export is: the auditor reads statements but exports nothing). Both money keys,
// held only when a role names them (docs/access.md). The figures: ./statement.ts.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { centsToYuan } from '../../../contract/money';
import { LedgerSourceSchema } from '../../../contract/records/author_ledger';
import { Envelope, ok } from '../../core/envelope';
import type { Lang } from '../../core/context';
import { requireCtx } from '../../core/hooks';
import { t } from '../../core/i18n';
import { csvStream, localTime } from '../../resources/csv';
import { exportTimeZone } from '../../resources/export';
import { Id, TimeZoneSchema } from '../../resources/schemas';
import { MONTH_PATTERN, statementOf, type Statement } from './statement';
import './messages';

const Month = Type.String({ pattern: MONTH_PATTERN, description: 'a Beijing month, YYYY-MM, not after this one' });
const StatementBody = Type.Object({ id: Id, month: Month }, { additionalProperties: false });
const ExportBody = Type.Object({ id: Id, month: Month, timeZone: Type.Optional(TimeZoneSchema) }, { additionalProperties: false });

const Cents = (description: string) => Type.Integer({ description: `fen: ${description}` });
const StatementData = Type.Object({
  month: Type.String({ description: 'YYYY-MM (Beijing)' }),
  openingCents: Cents('the whole balance (available + frozen) at the month\'s first moment'),
  incomeCents: Cents('income rows'),
  clawbackCents: Cents('refund clawbacks, positive'),
  withdrawnCents: Cents('withdrawals paid out, positive (freezes and unfreezes move nothing out)'),
  adjustedCents: Cents('manual adjustments, signed'),
  closingCents: Cents('opening + income − clawback − withdrawn + adjusted'),
  lines: Type.Array(Type.Object({
    id: Type.Integer({ description: 'the ledger row' }),
    at: Type.String({ format: 'date-time' }),
    kind: Type.String({ description: 'the ledger kind' }),
    amountCents: Cents('as posted'),
    netCents: Cents('movement of the whole balance: 0 for a freeze or an unfreeze'),
    balanceCents: Cents('the whole balance after this line'),
    source: Type.Union([LedgerSourceSchema, Type.Null()]),
    orderId: Type.Union([Type.Integer(), Type.Null()], { description: 'the order of an income or a clawback' }),
    reason: Type.String(),
  })),
});

const CSV_ANSWER = { description: 'CSV (UTF-8 with BOM) of the statement', content: { 'text/csv': { schema: { type: 'string' } } } };

/**
 * The statement as CSV rows: the opening balance, each line, each of the four totals (in the change
 * column, signed as they move the balance), the closing balance; money in yuan, times in `zone`.
 */
function csvRows(s: Statement, lang: Lang, zone: string): unknown[][] {
  const label = (key: string) => t(lang, `authors.statement.${key}`);
  const total = (key: string, cents: number) => ['', label(key), '', centsToYuan(cents), '', '', ''];
  return [
    ['', label('opening'), '', '', centsToYuan(s.openingCents), '', ''],
    ...s.lines.map((l) => [
      localTime(l.at, zone), t(lang, `author_ledger.values.kind.${l.kind}`), centsToYuan(l.amountCents), centsToYuan(l.netCents),
      centsToYuan(l.balanceCents), l.source ? `${l.source.type} ${l.source.id}` : '', l.reason,
    ]),
    total('income', s.incomeCents), total('clawback', -s.clawbackCents), total('withdrawn', -s.withdrawnCents), total('adjusted', s.adjustedCents),
    ['', label('closing'), '', '', centsToYuan(s.closingCents), '', ''],
  ];
}

function csvHeaders(lang: Lang, zone: string): string[] {
  const label = (key: string) => t(lang, `authors.statement.column.${key}`);
  const money = (key: string) => t(lang, 'csv.header.money', { label: label(key) });
  return [t(lang, 'csv.header.time', { label: label('time'), zone }), label('kind'), money('amount'), money('net'), money('balance'),
    label('source'), label('reason')];
}

const statementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/mdr/authors/statement', {
    config: { permission: 'authors.statement', keyMark: 'money', readOnly: true },
    schema: { tags: ['authors'], summary: "An author's statement of one Beijing month: opening, income, clawbacks, withdrawals paid, adjustments, closing, and the month's ledger rows",
      body: StatementBody, response: { 200: Envelope(StatementData) } },
  }, async (request) => {
    const s = await statementOf(app.db, request.body.id, request.body.month);
    return ok(request, { ...s, lines: s.lines.map((l) => ({ ...l, at: l.at.toISOString() })) });
  });

  app.post('/mdr/authors/statement_export', {
    config: { permission: 'authors.statement_export', keyMark: 'money', readOnly: true },
    schema: { tags: ['authors'], summary: "An author's monthly statement as CSV: money in yuan, times in the reader's zone (named in the header)",
      body: ExportBody, response: { 200: CSV_ANSWER } },
  }, async (request, reply) => {
    const { id, month, timeZone } = request.body;
    const zone = exportTimeZone(timeZone);
    const { lang } = requireCtx(request);
    const s = await statementOf(app.db, id, month);
    async function* once() { yield csvRows(s, lang, zone); }
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="statement-${id}-${month}.csv"`)
      .send(csvStream(csvHeaders(lang, zone), once()));
  });
};

export default statementRoutes;
