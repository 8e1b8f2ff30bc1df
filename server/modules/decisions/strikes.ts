// strikes (/mdr/strikes/list|get, filter userId): one per decision against a
// user, active for 90 days unless its decision is overturned or reversed; and
// what the escalation ladder suggests for a user (/mdr/strikes/summary): the
// desk shows it beside a decision, a reviewer confirms it, nothing is automatic.
import { Type } from 'typebox';
import { sql, type Kysely } from 'kysely';
import { STRIKES } from '../../../contract/decisions';
import type { DB } from '../../db/schema';
import { declaredColumns } from '../../resources/declared';
import { defineResource, filterOf, type Shape } from '../../resources/types';
import { readLadder, type LadderStep } from './ladder';

const activeSql = sql<boolean>`(strikes.removed_at IS NULL AND strikes.expires_at > now())`;
const ofDecision = (column: string) => sql`(SELECT ${sql.ref(`d.${column}`)} FROM decisions AS d WHERE d.id = strikes.decision_id)`;

const query = (db: Kysely<DB>, shape: Shape) => db.selectFrom('strikes')
  .select(declaredColumns(STRIKES, 'strikes', shape) as 'strikes.id'[])
  .select([activeSql.as('active'), ofDecision('action').as('action'), ofDecision('reason_code').as('reason_code'),
    ofDecision('target_type').as('target_type'), ofDecision('target_id').as('target_id')]);

export default defineResource({
  contract: STRIKES,
  description: 'Strikes: one per decision against a user, active for 90 days unless its decision was overturned on appeal or reversed on review.',
  table: 'strikes',
  permission: 'menu.use.user',
  actions: ['list', 'get', 'get_many'],
  hasUpdatedAt: false,
  defaultSort: { field: 'createdAt', order: 'DESC' },
  query,
  filters: {
    active: filterOf(Type.Boolean({ description: 'true: active only; false: removed or expired only' }),
      (q, v) => q.where(v ? activeSql : sql<boolean>`NOT ${activeSql}`)),
  },
});

export interface StrikeSummary {
  active: number;
  /** the ladder's step for that many active strikes, if any: what the desk suggests next */
  suggestion: LadderStep | null;
}

/** A user's active strikes and the ladder's suggestion. */
export async function strikeSummary(db: Kysely<DB>, userId: number): Promise<StrikeSummary> {
  const row = await db.selectFrom('strikes').select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId).where('removed_at', 'is', null).where('expires_at', '>', sql<Date>`now()`).executeTakeFirstOrThrow();
  const active = Number(row.n);
  const { ladder } = await readLadder(db);
  const reached = ladder.filter((s) => s.strikes <= active);
  return { active, suggestion: reached.length ? reached[reached.length - 1] : null };
}
