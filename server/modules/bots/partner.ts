// The partner endpoints' access (/v3/…): a bot key on header x-bot-key instead
// of a staff session. `partnerRoute(scope)` is what a /v3 route spreads into its
// options (this module's /v3/articles/list; exception reports and tooltips
// later): the key must be live (not revoked, its bot not disabled: -3), hold the
// scope (-2) and stay within its bot's calls per minute (-6). Calls are counted
// per key and minute in the database, so the limit holds across instances.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { BotScope } from '../../../contract/bots';
import { AppError, Code, tooMany } from '../../core/errors';
import type { BodyLimits } from '../../core/json-body';
import { hashKey } from './keys';

declare module 'fastify' {
  interface FastifyRequest {
    /** the bot key behind a partner call (partnerRoute) */
    bot?: { botId: number; keyId: number };
  }
}

export const BOT_KEY_HEADER = 'x-bot-key';

/** -3 without the relogin flag: a partner's key is refused, nobody is to sign in again. */
const refused = (key: string) => new AppError(Code.RELOGIN, key);

interface KeyRow { key_id: number; bot_id: number; revoked_at: Date | null; disabled: boolean; scopes: string[]; rate_per_minute: number }

/**
 * Counts the call in the key's minute. Its commit does not wait for the disk (synchronous_commit
 * off for this statement's own transaction): every call of a bot updates one row, so a flush here
 * would queue the bot's calls behind each other, and a count lost in a crash only lets a few calls
 * more through that minute. The partner's own write (a report) commits durably as ever.
 */
async function countCall(request: FastifyRequest, keyId: number): Promise<number> {
  const { rows } = await sql<{ calls: number }>`
    WITH quick AS (SELECT set_config('synchronous_commit', 'off', true) AS v),
      used AS (UPDATE bot_keys SET last_used_at = now() WHERE id = ${keyId})
    INSERT INTO bot_key_usage (key_id, minute, calls)
      SELECT ${keyId}, date_trunc('minute', now()), 1 FROM quick
    ON CONFLICT (key_id, minute) DO UPDATE SET calls = bot_key_usage.calls + 1
    RETURNING calls`.execute(request.server.db);
  const calls = Number(rows[0].calls);
  if (calls === 1) {
    // a new minute: yesterday's counters of this key are no longer needed
    await request.server.db.deleteFrom('bot_key_usage').where('key_id', '=', keyId)
      .where('minute', '<', sql<Date>`now() - interval '1 hour'`).execute();
  }
  return calls;
}

/** The preHandler check of a partner route needing `scope`. */
export function requireBotKey(scope: BotScope) {
  return async function checkBotKey(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const secret = request.headers[BOT_KEY_HEADER];
    if (typeof secret !== 'string' || !secret) throw refused('error.bot_key_missing');
    const { rows } = await sql<KeyRow>`
      SELECT k.id AS key_id, k.bot_id, k.revoked_at, b.disabled, b.scopes, b.rate_per_minute
      FROM bot_keys k JOIN bots b ON b.id = k.bot_id WHERE k.key_hash = ${hashKey(secret)}`.execute(request.server.db);
    const key = rows[0];
    if (!key) throw refused('error.bot_key_invalid');
    if (key.revoked_at) throw refused('error.bot_key_revoked');
    if (key.disabled) throw refused('error.bot_disabled');
    if (!key.scopes.includes(scope)) throw new AppError(Code.FORBIDDEN, 'error.bot_scope', { scope });
    if ((await countCall(request, key.key_id)) > key.rate_per_minute) throw tooMany();
    request.bot = { botId: key.bot_id, keyId: key.key_id };
  };
}

/**
 * Route options of a partner endpoint: no staff session, a bot key holding
 * `scope`. Its body is read before the key is checked, so it has the small
 * limits of a public route (core/json-body.ts) unless `bodyLimits` says more.
 */
export const partnerRoute = (scope: BotScope, bodyLimits?: Partial<BodyLimits>) => ({
  config: { public: true, partnerScope: scope, ...(bodyLimits ? { bodyLimits } : {}) },
  // after the body is validated (-1 first, like every route), before the handler
  preHandler: requireBotKey(scope),
});
