// POST /v3/appeals/create: the platform forwards a player's appeal against a
// decision (a bot key holding appeals:write). Once per decision (under the
// decision's row lock, so two instances' calls cannot both file one), by its
// affected user, within its window (-5 naming when it closed); the appeal
// waits on the desk as queue type `appeals`.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql, type Kysely } from 'kysely';
import { APPEAL_TEXT_MAX } from '../../../contract/decisions';
import { Id } from '../../../contract/records/schema';
import { writeAuditAs } from '../../core/audit';
import { Envelope, ok } from '../../core/envelope';
import { AppError, Code, conflict, invalidField } from '../../core/errors';
import type { DB } from '../../db/schema';
import { announce } from '../../queue/live';
import { partnerRoute } from '../bots';

const CreateBody = Type.Object({
  decisionId: { ...Id, description: 'the decision appealed (a notice\'s decisionId)' },
  userId: { ...Id, description: 'the appealing player: the decision\'s affected user' },
  text: Type.String({ minLength: 1, maxLength: APPEAL_TEXT_MAX, pattern: '\\S', description: 'what the player wrote (not all blank)' }),
}, { additionalProperties: false });

type Input = { decisionId: number; userId: number; text: string };

/** Beijing time to the minute, for the window's end in a refusal. */
const beijing = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

export async function fileAppeal(db: Kysely<DB>, botId: number, input: Input): Promise<{ id: number }> {
  const text = input.text.trim();
  return db.transaction().execute(async (trx) => {
    const d = await trx.selectFrom('decisions').select(['id', 'user_id', 'appealable_until', 'status', sql<boolean>`appealable_until < now()`.as('closed')])
      .where('id', '=', input.decisionId).forUpdate().executeTakeFirst();
    if (!d) throw invalidField('decisionId', 'error.appeal_no_decision');
    if (d.user_id !== input.userId) throw new AppError(Code.FORBIDDEN, 'error.appeal_not_affected');
    if (d.closed) throw conflict('error.appeal_window_closed', { until: `${beijing(new Date(d.appealable_until))} (GMT+8)` });
    if (d.status !== 'standing') throw conflict('error.appeal_not_standing');
    const exists = await trx.selectFrom('appeals').select('id').where('decision_id', '=', d.id).executeTakeFirst();
    if (exists) throw conflict('error.appeal_exists', { id: exists.id });
    const row = await trx.insertInto('appeals').values({ decision_id: d.id, user_id: input.userId, bot_id: botId, text })
      .returning('id').executeTakeFirstOrThrow();
    await writeAuditAs(trx, { actorId: null, actorName: `bot:${botId}` }, {
      action: 'create', resource: 'appeals', recordId: row.id, before: null, after: { decisionId: d.id, userId: input.userId, text },
    });
    await announce(trx, { type: 'appeals', id: row.id, kind: 'item' });
    return { id: row.id };
  });
}

const appealRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/v3/appeals/create', {
    ...partnerRoute('appeals:write'),
    schema: {
      tags: ['partner'],
      summary: 'A player\'s appeal against a decision about them (bot key with appeals:write on header x-bot-key): once per decision, within 14 days',
      body: CreateBody, response: { 200: Envelope(Type.Object({ id: Type.Integer() })) },
    },
  }, async (request) => ok(request, await fileAppeal(app.db, request.bot!.botId, request.body as Input)));
};

export default appealRoutes;
