// appeals (/mdr/appeals/list|get|uphold|overturn): the affected user contests
// a decision once (POST /v3/appeals/create, appeal-routes.ts); staff other than
// the decision's maker decide it (-2 saying why, checked under the appeal's
// row lock, so it holds on every instance). Overturning restores the target
// (restore.ts), marks the decision overturned and removes its strike, all with
// the notice in one transaction. `get` carries the decision with its statement.
import { sql, type Kysely, type Transaction } from 'kysely';
import { APPEALS, DECISION_ACTIONS, DECISION_TARGETS, statementOf, type StatementInput } from '../../../contract/decisions';
import { Reason } from '../../../contract/records/schema';
import { AppError, Code } from '../../core/errors';
import type { RequestContext } from '../../core/context';
import type { DB } from '../../db/schema';
import { declaredColumns } from '../../resources/declared';
import { StringEnum } from '../../resources/schemas';
import { defineResource, filterOf, type CommandDef, type Shape } from '../../resources/types';
import { Type } from 'typebox';
import { targetTitleSql } from './decisions';
import { restoreTarget } from './restore';

type AppealRow = Record<string, unknown>;

const decisionSql = sql<Record<string, unknown>>`(SELECT json_build_object(
    'id', d.id, 'targetType', d.target_type, 'targetId', d.target_id, 'userId', d.user_id, 'action', d.action,
    'reasonCode', d.reason_code, 'facts', d.facts, 'automated', d.automated, 'decidedBy', d.decided_by,
    'decidedByName', (SELECT s.name FROM admins AS s WHERE s.id = d.decided_by),
    'decidedAt', d.decided_at, 'appealableUntil', d.appealable_until, 'endsAt', d.ends_at, 'caseId', d.case_id, 'status', d.status,
    'title', ${targetTitleSql('d')}) FROM decisions AS d WHERE d.id = appeals.decision_id)`;

const fromDecision = (column: string) => sql`(SELECT ${sql.ref(`d.${column}`)} FROM decisions AS d WHERE d.id = appeals.decision_id)`;

const query = (db: Kysely<DB>, shape: Shape) => db.selectFrom('appeals')
  .select(declaredColumns(APPEALS, 'appeals', shape) as 'appeals.id'[])
  .select([
    fromDecision('target_type').as('target_type'), fromDecision('target_id').as('target_id'), fromDecision('action').as('action'),
    fromDecision('reason_code').as('reason_code'), fromDecision('decided_by').as('decided_by_first'),
    sql<string | null>`(SELECT u.nickname FROM users AS u WHERE u.id = appeals.user_id)`.as('user_name'),
    sql<string | null>`(SELECT s.name FROM admins AS s WHERE s.id = appeals.decided_by)`.as('decided_by_name'),
    sql<string | null>`(SELECT ${targetTitleSql('d')} FROM decisions AS d WHERE d.id = appeals.decision_id)`.as('target_title'),
  ])
  .$if(shape === 'record', (q) => q.select(decisionSql.as('decision')));

/** -2 saying why: the staff member who made the decision may not decide its appeal. */
async function requireOtherStaff(trx: Transaction<DB>, ctx: RequestContext, decisionId: number): Promise<void> {
  const d = await trx.selectFrom('decisions').select('decided_by').where('id', '=', decisionId).executeTakeFirstOrThrow();
  if (d.decided_by === ctx.actor.id) throw new AppError(Code.FORBIDDEN, 'error.appeal_own_decision');
}

const OUTCOME = {
  upheld: ['您的申诉已处理：经另一位审核人员复核，原处理决定维持不变。', 'Your appeal was reviewed by another moderator: the decision stands.'],
  overturned: ['您的申诉已处理：经另一位审核人员复核，原处理决定已撤销，相关限制已解除。', 'Your appeal was reviewed by another moderator: the decision was overturned and its restriction lifted.'],
} as const;

async function tellAppellant(trx: Transaction<DB>, userId: number, decisionId: number, outcome: keyof typeof OUTCOME, note: string): Promise<void> {
  const [zh, en] = OUTCOME[outcome];
  await trx.insertInto('notices').values({
    user_id: userId, kind: 'appeal_outcome', decision_id: decisionId,
    text: note ? `${zh}说明：${note}` : zh, text_en: note ? `${en} Note: ${note}` : en,
  }).execute();
}

type Command = CommandDef<'appeals', AppealRow>;

/** A filter on the decision appealed (its column `column`): one value or several. */
const onDecision = (column: string) => (q: Parameters<Parameters<typeof filterOf>[1]>[0], v: unknown) =>
  q.where(sql<boolean>`EXISTS (SELECT 1 FROM decisions AS d WHERE d.id = appeals.decision_id
    AND ${sql.ref(`d.${column}`)} = ANY(${Array.isArray(v) ? v : [v]}::text[]))`);
const oneOrMore = (values: readonly string[]) => Type.Union([StringEnum(values), Type.Array(StringEnum(values), { minItems: 1, maxItems: values.length })]);

const decide = (outcome: 'upheld' | 'overturned'): Command => ({
  summary: outcome === 'upheld'
    ? 'open → upheld (note): the decision stands; the user is told. Not by the staff member who made the decision (-2)'
    : 'open → overturned (note): the target is restored, the decision marked overturned, its strike removed, the user told. Not by the decision\'s maker (-2)',
  body: { note: Reason },
  from: ['open'],
  async run(trx, { id, body, ctx, current, update }) {
    const decisionId = Number(current.decisionId);
    await requireOtherStaff(trx, ctx, decisionId);
    const note = String(body.note).trim();
    await update({ status: outcome, note, decided_by: ctx.actor.id, decided_at: sql<Date>`now()` });
    if (outcome === 'overturned') {
      const d = await trx.selectFrom('decisions').select(['id', 'target_type', 'target_id', 'action', 'ends_at'])
        .where('id', '=', decisionId).forUpdate().executeTakeFirstOrThrow();
      await restoreTarget(trx, ctx, d, id);
      await trx.updateTable('decisions').set({ status: 'overturned', updated_at: sql<Date>`now()`, version: sql<number>`version + 1` })
        .where('id', '=', decisionId).execute();
      await trx.updateTable('strikes').set({ removed_at: sql<Date>`now()`, removed_why: 'overturned' })
        .where('decision_id', '=', decisionId).where('removed_at', 'is', null).execute();
    }
    await tellAppellant(trx, Number(current.userId), decisionId, outcome, note);
  },
});

const DESCRIPTION = `Players' appeals against decisions (POST /v3/appeals/create, a bot key holding appeals:write): once per \
decision, by its affected user, within its window. Staff other than the decision's maker uphold it or overturn it; \
overturning restores what the decision took and removes its strike. Each outcome is a notice for the platform.`;

export default defineResource({
  contract: APPEALS,
  description: DESCRIPTION,
  table: 'appeals',
  permission: 'mdr.review',
  actions: ['list', 'get', 'get_many'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  query,
  filters: {
    targetType: filterOf(oneOrMore(DECISION_TARGETS), onDecision('target_type')),
    action: filterOf(oneOrMore(DECISION_ACTIONS), onDecision('action')),
    reasonCode: filterOf(Type.String({ maxLength: 100 }), onDecision('reason_code')),
  },
  reader: {
    fields: [],
    async fill(records, ctx) {
      for (const r of records) {
        const d = r.decision as (StatementInput & { title: string | null }) | undefined;
        if (d) (d as unknown as Record<string, unknown>).statement = statementOf(d, ctx.lang);
      }
    },
  },
  stateColumn: 'status',
  commands: { uphold: decide('upheld'), overturn: decide('overturned') },
});
