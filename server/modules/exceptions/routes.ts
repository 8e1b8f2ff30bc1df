// POST /v3/exception/report: the clients' crash reporter sends one event or a
// batch of up to EXCEPTION_BATCH_MAX as {events: [...]}, with a bot key holding
// exceptions:write on header x-bot-key (bots/partner.ts checks key, scope and
// rate after the body is validated). The write path is ingest.ts.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EXCEPTION_BATCH_MAX } from '../../../contract/exceptions';
import { Envelope, ok } from '../../core/envelope';
import { partnerRoute } from '../bots';
import { ingest } from './ingest';

const text = (max: number, description: string, min = 0) =>
  Type.String({ minLength: min, maxLength: max, description, ...(min ? { pattern: '\\S' } : {}) });

const ReportedEvent = Type.Object({
  type: text(200, 'the exception class: TypeError, NullPointerException, SIGSEGV', 1),
  message: text(2000, 'the message as thrown (numbers, hex and ids are stripped for grouping)'),
  stack: Type.Optional(text(20000, 'the stack trace, one frame a line (the top 3 frames take part in grouping)')),
  appVersion: text(50, 'the client\'s version, 3.6.1', 1),
  os: text(100, 'Android 15, iOS 18.1, Windows 11', 1),
  device: Type.Optional(text(100, 'the device model')),
  userId: Type.Optional(text(64, 'the platform user (counts the users affected); leave out when signed out')),
}, { additionalProperties: false });

const ReportBody = Type.Object({
  events: Type.Array(ReportedEvent, { minItems: 1, maxItems: EXCEPTION_BATCH_MAX, description: `1..${EXCEPTION_BATCH_MAX} events` }),
}, { additionalProperties: false });

const ReportAnswer = Type.Object({
  accepted: Type.Integer({ description: 'events written' }),
  groupIds: Type.Array(Type.Integer(), { description: 'the group of each event, in the order sent' }),
});

const exceptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const retentionDays = app.config.exceptionRetentionDays;
  app.post('/v3/exception/report', {
    // a batch of events with their stacks: the size of a staff body, still few values (public routes' 1,000)
    ...partnerRoute('exceptions:write', { bytes: 1024 * 1024 }),
    schema: {
      tags: ['partner'],
      summary: `Client exception reports, 1..${EXCEPTION_BATCH_MAX} per call (bot key with exceptions:write on header x-bot-key)`,
      body: ReportBody, response: { 200: Envelope(ReportAnswer) },
    },
  }, async (request) => {
    const groupIds = await ingest(app.db, request.body.events, retentionDays);
    return ok(request, { accepted: groupIds.length, groupIds });
  });
};

export default exceptionRoutes;
