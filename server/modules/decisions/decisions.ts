// decisions (/mdr/decisions/list|get): every restriction of a player's content
// or account with its reason code, rule, facts and who decided it; `get`
// adds the statement of reasons in the reader's language, as the affected
// user's notice has it. Written only by decide.ts, never through this route.
import { sql, type Kysely } from 'kysely';
import { DECISIONS, ruleOf, statementOf, type StatementInput } from '../../../contract/decisions';
import type { DB } from '../../db/schema';
import { declaredColumns } from '../../resources/declared';
import { defineResource, type Shape } from '../../resources/types';

/** The target's title (a user's nickname, an author's pen name), for any table with target_type/target_id. */
export const targetTitleSql = (alias: string) => sql<string | null>`(CASE ${sql.ref(`${alias}.target_type`)}
  WHEN 'articles' THEN (SELECT t.title FROM articles AS t WHERE t.id = ${sql.ref(`${alias}.target_id`)})
  WHEN 'builds' THEN (SELECT t.title FROM builds AS t WHERE t.id = ${sql.ref(`${alias}.target_id`)})
  WHEN 'live_rooms' THEN (SELECT t.title FROM live_rooms AS t WHERE t.id = ${sql.ref(`${alias}.target_id`)})
  WHEN 'users' THEN (SELECT t.nickname FROM users AS t WHERE t.id = ${sql.ref(`${alias}.target_id`)})
  WHEN 'authors' THEN (SELECT t.pen_name FROM authors AS t WHERE t.id = ${sql.ref(`${alias}.target_id`)}) END)`;

const query = (db: Kysely<DB>, shape: Shape) => db.selectFrom('decisions')
  .select(declaredColumns(DECISIONS, 'decisions', shape) as 'decisions.id'[])
  .select([
    targetTitleSql('decisions').as('target_title'),
    sql<string | null>`(SELECT u.nickname FROM users AS u WHERE u.id = decisions.user_id)`.as('user_name'),
    sql<string | null>`(SELECT s.name FROM admins AS s WHERE s.id = decisions.decided_by)`.as('decided_by_name'),
  ]);

const DESCRIPTION = `Every restriction of a player's content or account (a guide or build rejected or hidden, a live room \
refused or banned, a user muted or banned, an author refused or suspended, an auto-hide on players' reports), written \
in the restricting command's transaction with the affected user's notice and a strike. reasonCode is the preset reason \
the text matches (<target>.<action>.<n>), reports.<reason> for an auto-hide, else other; facts is the text. A decision \
can be appealed until appealableUntil (POST /v3/appeals/create).`;

export default defineResource({
  contract: DECISIONS,
  description: DESCRIPTION,
  table: 'decisions',
  permission: 'mdr.review',
  actions: ['list', 'get', 'get_many'],
  defaultSort: { field: 'decidedAt', order: 'DESC' },
  query,
  columns: {
    rule: (row: Record<string, unknown>) => ruleOf(String(row.reason_code ?? 'other')),
    // per reader (its language): set by reader.fill, so no audit row carries one reader's text
    statement: () => undefined,
  },
  reader: {
    fields: ['statement'],
    async fill(records, ctx) {
      for (const r of records) {
        r.statement = statementOf({ ...(r as unknown as StatementInput), title: (r.targetTitle as string | null) ?? null }, ctx.lang);
      }
    },
  },
  stateColumn: 'status',
});
