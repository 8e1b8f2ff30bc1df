// POST /mdr/audit_log/days {from, to}: each Beijing day's closing hash of the audit chain
// (server/db/migrations/0026_audit_chain.sql keeps audit_chain_days under the chain head's lock),
// so an auditor can note a day's hash outside the system and later prove the trail up to it unchanged.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { AUDIT_DAYS_MAX_RANGE, AuditDaysSchema } from '../../../contract/records/audit_days';
import { Envelope, ok } from '../../core/envelope';
import { invalidField } from '../../core/errors';
import { registerMessages } from '../../core/i18n';

const Day = (description: string) => Type.String({ format: 'date', description });
const DAY_MS = 86_400_000;

registerMessages({
  'zh-CN': {
    'audit_log.error.range_order': '结束日期不能早于开始日期',
    'audit_log.error.range_long': `日期范围最多 ${AUDIT_DAYS_MAX_RANGE} 天`,
  },
  'en-US': {
    'audit_log.error.range_order': 'The end day cannot be before the start day',
    'audit_log.error.range_long': `A range covers at most ${AUDIT_DAYS_MAX_RANGE} days`,
  },
});

type DayRow = { day: string; rows: string; first_seq: string; last_seq: string; closing_hash: string };

export const daysRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/mdr/audit_log/days', {
    config: { permission: 'audit_log.read', readOnly: true },
    schema: {
      tags: ['audit_log'],
      summary: 'Per Beijing day of a range that has audit rows (oldest first): the rows, the first and last seq, and the closing hash',
      body: Type.Object({ from: Day('the first Beijing day (YYYY-MM-DD)'), to: Day('the last Beijing day (YYYY-MM-DD), at most '
        + `${AUDIT_DAYS_MAX_RANGE} days after from`) }),
      response: { 200: Envelope(AuditDaysSchema) },
    },
  }, async (request) => {
    const { from, to } = request.body;
    if (to < from) throw invalidField('to', 'audit_log.error.range_order');
    if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > AUDIT_DAYS_MAX_RANGE) throw invalidField('to', 'audit_log.error.range_long');
    const { rows } = await sql<DayRow>`SELECT day::text AS day, rows, first_seq, last_seq, closing_hash FROM audit_chain_days
      WHERE day BETWEEN ${from}::date AND ${to}::date ORDER BY day`.execute(app.db);
    return ok(request, {
      list: rows.map((r) => ({
        day: r.day, rows: Number(r.rows), firstSeq: Number(r.first_seq), lastSeq: Number(r.last_seq), closingHash: r.closing_hash,
      })),
    });
  });
};
