// Demo players beyond the core 300 (server/seed/users.ts): ~4,700 more over the
// past year, more of them recently, then invitations and a few moderated, all
// set-based (INSERT … SELECT generate_series, one UPDATE each) so seeding stays
// fast on PGlite. Deterministic: every "random" pick is a hash of the row number.
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import {
  EN_MAIL_DOMAINS, EN_NICK_HEADS, EN_NICK_TAILS, PINYIN, ZH_MAIL_DOMAINS, ZH_NICK_HEADS, ZH_NICK_TAILS,
} from '../../seed/text/people';
import type { SeedStep } from '../../seed/types';

export const EXTRA_USERS = 4700;

/** A deterministic number in [0, 1) from the row number g and a salt. */
const unit = (salt: string) => sql`((abs(hashtext(g::text || ${salt})) % 1000000) / 1000000.0)`;
/** A deterministic pick from an array parameter. */
const pick = (list: readonly string[], salt: string) =>
  sql`(${sql.val([...list])}::text[])[1 + (abs(hashtext(g::text || ${salt})) % ${list.length})]`;

async function insertPlayers(trx: Transaction<DB>, now: Date): Promise<number> {
  const zh = sql`(${unit('lang')} < 0.65)`;
  const { rows } = await sql<{ n: number }>`
    WITH made AS (
      INSERT INTO users (nickname, email, phone, registered_at, last_active_at)
      SELECT nickname, email, phone, registered_at,
             CASE WHEN idle < 0.08 THEN NULL ELSE registered_at + (${now}::timestamptz - registered_at) * (1 - idle ^ 3) END
      FROM (
        SELECT g, ${unit('idle')} AS idle,
               ${now}::timestamptz - make_interval(secs => 365 * 86400 * ${unit('reg')} ^ 1.6) AS registered_at,
               CASE WHEN ${zh} THEN ${pick(ZH_NICK_HEADS, 'h')} || ${pick(ZH_NICK_TAILS, 't')}
                    ELSE ${pick(EN_NICK_HEADS, 'h')} || ${pick(EN_NICK_TAILS, 't')} END || (g % 997)::text AS nickname,
               CASE WHEN ${unit('mail')} < 0.1 THEN ''
                    WHEN ${zh} THEN ${pick(PINYIN, 'p')} || (g % 9973)::text || '@' || ${pick(ZH_MAIL_DOMAINS, 'd')}
                    ELSE lower(${pick(EN_NICK_HEADS, 'h')}) || (g % 9973)::text || '@' || ${pick(EN_MAIL_DOMAINS, 'd')} END AS email,
               CASE WHEN ${unit('tel')} < 0.3 THEN ''
                    ELSE '1' || (3 + abs(hashtext(g::text || 'c')) % 7)::text || lpad((abs(hashtext(g::text || 'n')) % 1000000000)::text, 9, '0') END AS phone
        FROM generate_series(1, ${EXTRA_USERS}) AS g
      ) AS players
      ORDER BY registered_at
      RETURNING 1
    ) SELECT count(*)::int AS n FROM made`.execute(trx);
  return Number(rows[0].n);
}

/** About a third were invited by an earlier player; early players invite the most (an inviter ranking to show). */
async function invite(trx: Transaction<DB>): Promise<number> {
  const { numAffectedRows } = await sql`
    UPDATE users SET invited_by = inv.id
    FROM (SELECT id AS g FROM users) AS pick, users AS inv
    WHERE pick.g = users.id AND ${unit('inv')} < 0.35
      AND inv.id = 1 + floor((users.id - 1) * ${unit('who')} ^ 3)::int
      AND inv.registered_at < users.registered_at`.execute(trx);
  return Number(numAffectedRows ?? 0);
}

/** A few mutes and bans (some already over, some permanent), each with the audit row the history shows. */
async function moderate(trx: Transaction<DB>, now: Date): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    WITH chosen AS (
      SELECT id, id % 5 AS kind, ${now}::timestamptz - make_interval(days => 1 + id % 40) AS at,
             (ARRAY['发布广告或引流信息', 'Advertising or spam links', '辱骂、人身攻击', '传播外挂或作弊工具', 'Serious harassment'])[1 + id % 5] AS reason
      FROM users WHERE id % 131 = 7
    ), changed AS (
      UPDATE users SET
        muted_until = CASE WHEN c.kind = 0 THEN ${now}::timestamptz + make_interval(hours => 6 + users.id % 200)
                           WHEN c.kind = 1 THEN c.at + interval '1 day' END,
        banned_until = CASE WHEN c.kind = 2 THEN c.at + make_interval(days => 30 + users.id % 90) END,
        banned_forever = c.kind = 3, moderation_reason = c.reason, version = version + 1, updated_at = c.at
      FROM chosen c WHERE c.id = users.id AND c.kind <> 4
      RETURNING users.id, c.kind, c.at, c.reason
    ), logged AS (
      INSERT INTO audit_log (actor_id, actor_name, action, resource, record_id, before, after, created_at)
      SELECT (SELECT id FROM admins WHERE username = 'admin'), 'admin', CASE WHEN kind IN (0, 1) THEN 'mute' ELSE 'ban' END,
             'users', id::text, jsonb_build_object('status', 'active', 'moderationReason', ''),
             jsonb_build_object('status', CASE WHEN kind IN (0, 1) THEN 'muted' ELSE 'banned' END, 'moderationReason', reason), at
      FROM changed RETURNING 1
    ) SELECT count(*)::int AS n FROM logged`.execute(trx);
  return Number(rows[0].n);
}

export const usersModerationStep: SeedStep = {
  name: 'users (players, invitations, moderation)',
  async run({ trx, now, log }) {
    const players = await insertPlayers(trx, now);
    const invited = await invite(trx);
    const moderated = await moderate(trx, now);
    log(`seed: users: ${players} more players, ${invited} invited by another, ${moderated} moderated`);
    // the rows this step wrote: the seed's summary adds up every step's
    return { users: players };
  },
};
