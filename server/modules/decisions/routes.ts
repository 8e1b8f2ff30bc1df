// The decisions module's own routes: the partner's appeals (appeal-routes.ts),
// the escalation ladder (/mdr/strike_settings/get|update, key strikes.settings)
// and a user's strike summary with the ladder's suggestion (/mdr/strikes/summary,
// key strikes.read: the desk and the user's and author's pages show it).
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ActionKey } from '../../../contract/access/actionKeys';
import { Id } from '../../../contract/records/schema';
import { Envelope, ok } from '../../core/envelope';
import { requireCtx } from '../../core/hooks';
import { Version } from '../../resources/schemas';
import appealRoutes from './appeal-routes';
import { LadderSchema, LadderStepSchema, readLadder, updateLadder, type LadderStep } from './ladder';
import { strikeSummary } from './strikes';

const SummarySchema = Type.Object({
  active: Type.Integer({ description: 'active strikes' }),
  suggestion: Type.Union([LadderStepSchema, Type.Null()], { description: 'the ladder\'s step for that many strikes: the desk suggests it' }),
});

const settingsRoute = (summary: string, body: ReturnType<typeof Type.Object>) => ({
  config: { permission: 'strikes.settings' as ActionKey, keyModule: 'mdr.review' },
  schema: { tags: ['strikes'], summary, body, response: { 200: Envelope(LadderSchema) } },
});

const decisionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(appealRoutes);

  app.post('/mdr/strike_settings/get', settingsRoute('The escalation ladder: at N active strikes the desk suggests a mute or a ban',
    Type.Object({}, { additionalProperties: false })),
  async (request) => ok(request, await readLadder(app.db)));

  app.post('/mdr/strike_settings/update', settingsRoute('Replace the ladder (strikes rising step by step); a stale version is -5; audited',
    Type.Object({ ladder: Type.Array(LadderStepSchema, { maxItems: 10 }), version: Version }, { additionalProperties: false })),
  async (request) => {
    const { ladder, version } = request.body as { ladder: LadderStep[]; version: number };
    return ok(request, await updateLadder(app.db, requireCtx(request), ladder, version));
  });

  app.post('/mdr/strikes/summary', {
    config: { permission: 'strikes.read' as ActionKey, keyModule: 'menu.use.user', readOnly: true },
    schema: { tags: ['strikes'], summary: 'A user\'s active strikes and what the escalation ladder suggests next',
      body: Type.Object({ userId: Id }, { additionalProperties: false }), response: { 200: Envelope(SummarySchema) } },
  }, async (request) => ok(request, await strikeSummary(app.db, (request.body as { userId: number }).userId)));
};

export default decisionRoutes;
