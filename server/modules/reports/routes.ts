// POST /v3/reports/create: the platform forwards a player's report with a bot
// key holding reports:write (bots/partner.ts checks key, scope and rate after
// the body is validated); the write path is intake.ts. And the one row of
// settings staff tune: /mdr/report_settings/get|update (key reports.settings).
// And /mdr/reports/escalated, the count waiting for holders of reports.escalated.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ActionKey } from '../../../contract/access/actionKeys';
import { REPORT_REASONS, REPORT_TARGET_TYPES, REPORT_TEXT_MAX } from '../../../contract/reports';
import { ReportSettingsSchema } from '../../../contract/records/reports';
import { Id, StringEnum } from '../../../contract/records/schema';
import { Envelope, ok } from '../../core/envelope';
import { Version } from '../../resources/schemas';
import { requireCtx } from '../../core/hooks';
import { partnerRoute } from '../bots';
import { fileReport, type ReportInput } from './intake';
import { SettingsData, updateSettings, type SettingsPatch } from './settings';
import { readSettings } from './settings-store';
import { ESCALATED_KEY } from './uphold';

const CreateBody = Type.Object({
  reporterId: { ...Id, description: 'the reporting player: a platform user id' },
  targetType: StringEnum(REPORT_TARGET_TYPES, { description: 'the API resource of what is reported' }),
  targetId: { ...Id, description: 'its id' },
  reason: StringEnum(REPORT_REASONS),
  text: Type.Optional(Type.String({ maxLength: REPORT_TEXT_MAX, description: 'what the player wrote' })),
  idempotencyKey: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'a retried call with the same key answers the first call\'s ids' })),
}, { additionalProperties: false });

const CreateAnswer = Type.Object({
  reportId: Type.Integer({ description: 'the report (the first one when merged or replayed)' }),
  caseId: Type.Integer({ description: 'the case gathering the target\'s reports' }),
});

/** The staff routes of the settings: key reports.settings in the review desk's module. */
const settingsRoute = (summary: string, body: ReturnType<typeof Type.Object>) => ({
  config: { permission: 'reports.settings' as ActionKey, keyModule: 'mdr.review' },
  schema: { tags: ['report_settings'], summary, body, response: { 200: Envelope(ReportSettingsSchema) } },
});

const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/v3/reports/create', {
    ...partnerRoute('reports:write'),
    schema: {
      tags: ['partner'],
      summary: 'A player\'s report on an article, build, live room, user or author (bot key with reports:write on header x-bot-key)',
      body: CreateBody, response: { 200: Envelope(CreateAnswer) },
    },
  }, async (request) => ok(request, await fileReport(app.db, request.bot!.botId, request.body as ReportInput)));

  // reports.escalated is the key of those who receive escalated cases (deciding one needs it, uphold.ts);
  // this route gives it its place in the key list and answers what waits for its holders
  app.post('/mdr/reports/escalated', {
    config: { permission: ESCALATED_KEY as ActionKey, keyModule: 'mdr.review', readOnly: true },
    schema: { tags: ['reports'], summary: 'How many escalated cases wait (the holders of reports.escalated decide them)',
      body: Type.Object({}, { additionalProperties: false }), response: { 200: Envelope(Type.Object({ count: Type.Integer() })) } },
  }, async (request) => {
    const row = await app.db.selectFrom('report_cases').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'escalated').executeTakeFirstOrThrow();
    return ok(request, { count: Number(row.n) });
  });

  app.post('/mdr/report_settings/get', settingsRoute('The report settings: reason weights, visibleScore and autoHideScore',
    Type.Object({}, { additionalProperties: false })),
  async (request) => ok(request, await readSettings(app.db)));

  app.post('/mdr/report_settings/update', settingsRoute('Change any of the settings; a stale version is -5 (audited with before and after)',
    Type.Object({ data: SettingsData, version: Version }, { additionalProperties: false })),
  async (request) => {
    const { data, version } = request.body as { data: SettingsPatch; version: number };
    return ok(request, await updateSettings(app.db, requireCtx(request), data, version));
  });
};

export default reportRoutes;
