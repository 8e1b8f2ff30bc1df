// withdrawals (docs/api.md): requested (the amount frozen) → approve → approved
// → pay {reference} → paid; reject {reason} and fail {reason} unfreeze it. A
// request at or above WITHDRAWAL_FOUR_EYES_CENTS needs two different approvers,
// and nobody marks a withdrawal paid when they are its only approver.
import { Type } from 'typebox';
import { sql, type Kysely, type Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { WITHDRAWALS, type WithdrawalRecord } from '../../../contract/withdrawals';
import { WithdrawalSchema } from '../../../contract/records/withdrawals';
import type { DB } from '../../db/schema';
import { fixedStatement } from '../../db/shaped';
import { conflict } from '../../core/errors';
import { declaredColumns } from '../../resources/declared';
import { iso } from '../../resources/mapping';
import { READ_ACTIONS, defineResource, filterOf, type Shape, type TransitionEvent } from '../../resources/types';
import { postLedger } from './ledger';
import { contractTransition } from '../../resources/review';
import './messages';

const Cents = Type.Integer({ minimum: 0, maximum: 100_000_000_000, description: 'fen' });

const query = (db: Kysely<DB>, shape: Shape) => db.selectFrom('withdrawals')
  .innerJoin('authors', 'authors.id', 'withdrawals.author_id')
  .select(declaredColumns(WITHDRAWALS, 'withdrawals', shape) as 'withdrawals.id'[])
  .select((eb) => [
    'authors.pen_name as author_name',
    eb.selectFrom('withdrawal_approvals').whereRef('withdrawal_approvals.withdrawal_id', '=', 'withdrawals.id')
      .select((e) => e.fn.countAll<number>().as('n')).as('approval_count'),
  ])
  .$if(shape === 'record', (q) => q.select((eb) => jsonArrayFrom(eb.selectFrom('withdrawal_approvals')
    .whereRef('withdrawal_approvals.withdrawal_id', '=', 'withdrawals.id')
    .select(['admin_id as adminId', 'admin_name as adminName', 'created_at as at'])
    .orderBy('created_at')).as('approvals')));

type ApprovalJson = { adminId: number; adminName: string; at: string | Date };
const approvals = (row: { approvals?: ApprovalJson[] }) => (row.approvals ?? [])
  .map((a) => ({ adminId: a.adminId, adminName: a.adminName, at: iso(a.at) }));

/** The frozen amount goes back to the author's available balance (reject, fail). */
const unfreeze = async (trx: Transaction<DB>, { before, ctx }: TransitionEvent<WithdrawalRecord>) => {
  await postLedger(trx, {
    authorId: before.authorId, kind: 'withdrawal_unfreeze', amountCents: before.amountCents,
    withdrawalId: before.id, actorId: ctx.actor.id,
  });
};

// an approval's statements, compiled once (server/db/shaped.ts)
const approverRows = fixedStatement((db, id: number) => db.selectFrom('withdrawal_approvals').select('admin_id').where('withdrawal_id', '=', id));
const addApproval = fixedStatement((db, id: number, adminId: number, adminName: string) => db.insertInto('withdrawal_approvals')
  .values({ withdrawal_id: id, admin_id: adminId, admin_name: adminName }));
const approvalsNeeded = fixedStatement((db, id: number) => db.selectFrom('withdrawals').select('approvals_needed').where('id', '=', id));

const approvers = (trx: Transaction<DB>, id: number) => approverRows(trx, id).then((rows) => rows.map((r) => r.admin_id));

async function paid(trx: Transaction<DB>, { before, ctx }: TransitionEvent<WithdrawalRecord>): Promise<void> {
  const ids = await approvers(trx, before.id);
  if (ids.length === 1 && ids[0] === ctx.actor.id) throw conflict('withdrawals.error.sole_approver');
  await postLedger(trx, {
    authorId: before.authorId, kind: 'withdrawal_paid', amountCents: before.amountCents,
    withdrawalId: before.id, actorId: ctx.actor.id,
  });
}

export default defineResource({
  contract: WITHDRAWALS,
  table: 'withdrawals',
  permission: 'mdr.wow.author',
  actions: READ_ACTIONS,
  schemas: { record: WithdrawalSchema },
  filters: {
    amountFrom: filterOf(Cents, (q, v) => q.where('withdrawals.amount_cents', '>=', v)),
    amountTo: filterOf(Cents, (q, v) => q.where('withdrawals.amount_cents', '<=', v)),
  },
  defaultSort: { field: 'requestedAt', order: 'DESC' },
  query,
  joinsAreLookups: true,
  columns: { approvals },
  totals: { amountCents: true, feeCents: true },
  stateColumn: 'status',
  transitions: {
    reject: {
      ...contractTransition(WITHDRAWALS, 'reject'),
      set: (body) => ({ reason: String(body.reason).trim() }), after: unfreeze,
    },
    fail: {
      ...contractTransition(WITHDRAWALS, 'fail'),
      set: (body) => ({ reason: String(body.reason).trim() }), after: unfreeze, money: true,
    },
    pay: {
      ...WITHDRAWALS.transitions.pay,
      body: { reference: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }) },
      stepUp: true,
      money: true,
      set: (body, ctx) => ({ reference: String(body.reference).trim(), paid_by: ctx.actor.id, paid_at: sql`now()` }),
      after: paid,
    },
  },
  commands: {
    approve: {
      summary: 'requested → approved once enough different staff approved (two at or above the four-eyes threshold)',
      from: ['requested'],
      money: true,
      async run(trx, { id, ctx, update }) {
        if ((await approvers(trx, id)).includes(ctx.actor.id)) throw conflict('withdrawals.error.already_approved');
        await addApproval(trx, id, ctx.actor.id, ctx.actor.name);
        const [row] = await approvalsNeeded(trx, id);
        const count = (await approvers(trx, id)).length;
        await update(count >= row.approvals_needed ? { status: 'approved' } : {});
      },
    },
  },
});
