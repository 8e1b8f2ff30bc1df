// Payout batches' two writes (docs/money.md "Payout batches"):
// - /mdr/withdrawals/batch {ids}: approved withdrawals not in a batch yet become
//   one new batch, in one transaction with its audit rows. The rows are locked
//   (in id order, so two callers never deadlock): of two staff batching the same
//   withdrawal at once, the second finds it batched and gets -5 naming it.
// - /mdr/withdrawal_batches/export_bank {id}: the CSV the bank pays from, with
//   the payout accounts and account holders whole. Its own key, marked
//   sensitive (granted apart, like a reveal), a fresh step-up, and a
//   view_sensitive audit row naming the batch and its withdrawals, written
//   before the first byte is sent.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql, type Transaction } from 'kysely';
import { PAYOUT_METHOD_VALUES, type PayoutMethod } from '../../../contract/authors';
import { centsToYuan } from '../../../contract/money';
import { writeAudit } from '../../core/audit';
import type { RequestContext } from '../../core/context';
import { Envelope, ok } from '../../core/envelope';
import { conflict, invalidField, notFound } from '../../core/errors';
import { requireCtx } from '../../core/hooks';
import { t } from '../../core/i18n';
import type { DB } from '../../db/schema';
import { csvFilename, csvLine } from '../../resources/csv';
import { Id } from '../../resources/schemas';
import './messages';

const BatchBody = Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 500, description: 'approved withdrawals' }) },
  { additionalProperties: false });
const BatchAnswer = Type.Object({ id: Type.Integer(), lineCount: Type.Integer(), totalCents: Type.Integer({ description: 'fen' }) });
const ExportBody = Type.Object({ id: Id }, { additionalProperties: false });

/** Locks the withdrawals and makes the batch; -1 for ids that are no withdrawal, -5 for any not approved or batched already. */
export async function makeBatch(trx: Transaction<DB>, ctx: RequestContext, given: number[]) {
  const ids = [...new Set(given)].sort((a, b) => a - b);
  const rows = await trx.selectFrom('withdrawals').select(['id', 'status', 'batch_id', 'amount_cents'])
    .where('id', 'in', ids).orderBy('id').forUpdate().execute();
  const missing = ids.filter((id) => !rows.some((r) => Number(r.id) === id));
  if (missing.length) throw invalidField('ids', 'withdrawals.error.batch_unknown', { ids: missing.join(', ') });
  const refused = rows.filter((r) => r.status !== 'approved' || r.batch_id !== null).map((r) => Number(r.id));
  if (refused.length) throw conflict('withdrawals.error.not_batchable', { ids: refused.join(', ') }, { ids: refused });
  const totalCents = rows.reduce((sum, r) => sum + Number(r.amount_cents), 0);
  const { id } = await trx.insertInto('withdrawal_batches')
    .values({ created_by: ctx.actor.id, line_count: ids.length, total_cents: totalCents })
    .returning('id').executeTakeFirstOrThrow();
  const batchId = Number(id);
  await trx.updateTable('withdrawals').set({ batch_id: batchId, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', 'in', ids).execute();
  await writeAudit(trx, ctx, { action: 'create', resource: 'withdrawal_batches', recordId: batchId,
    after: { lineCount: ids.length, totalCents, withdrawalIds: ids } });
  // each withdrawal's own history says which batch it went to the bank in
  for (const w of ids) await writeAudit(trx, ctx, { action: 'batch', resource: 'withdrawals', recordId: w, after: { batchId } });
  return { id: batchId, lineCount: ids.length, totalCents };
}

/** The lines still to be paid, accounts whole; marks the batch exported and leaves the view_sensitive row. */
async function bankLines(trx: Transaction<DB>, ctx: RequestContext, id: number) {
  const batch = await trx.selectFrom('withdrawal_batches').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  if (!batch) throw notFound({ id });
  const lines = await trx.selectFrom('withdrawals').innerJoin('authors', 'authors.id', 'withdrawals.author_id')
    .select(['withdrawals.id', 'authors.pen_name', 'authors.real_name', 'withdrawals.payout_method',
      'withdrawals.payout_account', 'withdrawals.amount_cents'])
    .where('withdrawals.batch_id', '=', id).where('withdrawals.status', '=', 'approved').orderBy('withdrawals.id').execute();
  await trx.updateTable('withdrawal_batches')
    .set({ exported_at: sql`now()`, exported_by: ctx.actor.id, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id).execute();
  await writeAudit(trx, ctx, { action: 'view_sensitive', resource: 'withdrawal_batches', recordId: id,
    after: { export: 'bank', fields: ['realName', 'payoutAccount'], withdrawalIds: lines.map((l) => Number(l.id)) } });
  return lines;
}

const HEADERS = ['withdrawal', 'author', 'holder', 'method', 'account', 'amount'] as const;

const batchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/mdr/withdrawals/batch', {
    config: { permission: 'withdrawals.batch', keyMark: 'money', keepsSessions: true },
    schema: { tags: ['withdrawals'], summary: 'Approved withdrawals not in a batch yet → one new payout batch',
      body: BatchBody, response: { 200: Envelope(BatchAnswer) } },
  }, async (request) => {
    const ctx = requireCtx(request);
    return ok(request, await app.db.transaction().execute((trx) => makeBatch(trx, ctx, request.body.ids)));
  });

  app.post('/mdr/withdrawal_batches/export_bank', {
    config: { permission: 'withdrawal_batches.export_bank', keyMark: 'sensitive', stepUp: true, keepsSessions: true },
    schema: { tags: ['withdrawal_batches'], summary: "CSV for the bank: the batch's unpaid lines, payout accounts whole (audited as view_sensitive)",
      description: 'Step-up: asks for a fresh second factor (config.stepUp).', body: ExportBody,
      response: { 200: { description: 'CSV (UTF-8 with BOM)', content: { 'text/csv': { schema: { type: 'string' } } } } } },
  }, async (request, reply) => {
    const ctx = requireCtx(request);
    const lines = await app.db.transaction().execute((trx) => bankLines(trx, ctx, request.body.id));
    const lang = ctx.lang === 'en-US' ? 1 : 0;
    const text = '\uFEFF' + csvLine(HEADERS.map((h) => t(ctx.lang, `withdrawal_batches.bank.${h}`)))
      + lines.map((l) => csvLine([Number(l.id), l.pen_name, l.real_name, PAYOUT_METHOD_VALUES[l.payout_method as PayoutMethod]?.[lang] ?? l.payout_method,
        l.payout_account, centsToYuan(Number(l.amount_cents))])).join('');
    return reply.header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csvFilename(`withdrawal_batch_${request.body.id}`)}"`)
      .send(text);
  });
};

export default batchRoutes;
