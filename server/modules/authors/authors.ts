// authors (docs/api.md): applications pending → approved / rejected {reason},
// approved ⇄ suspended {reason}; revenue share edits (audited by update);
// `adjust {amountCents, reason}` moves the balance through the ledger (step-up).
// Schemas, sorts, CSV, history, money and sensitive marks: the declaration (contract/authors.ts).
import { Type } from 'typebox';
import type { Kysely } from 'kysely';
import { AUTHORS } from '../../../contract/authors';
import type { DB } from '../../db/schema';
import { invalidField } from '../../core/errors';
import { declaredColumns } from '../../resources/declared';
import { containsPattern } from '../../resources/query';
import { defineResource, filterOf, type Shape } from '../../resources/types';
import { postLedger } from './ledger';
import { Reason } from '../../../contract/records/schema';
import { contractTransition } from '../../resources/review';
import './messages';

/** The most one manual adjustment may move: ¥1,000,000.00. */
const ADJUST_LIMIT = 100_000_000;

const query = (db: Kysely<DB>, shape: Shape) => db.selectFrom('authors')
  .innerJoin('users', 'users.id', 'authors.user_id')
  .select(declaredColumns(AUTHORS, 'authors', shape) as 'authors.id'[])
  .select('users.nickname as user_name');

const transition = (action: keyof typeof AUTHORS.transitions) => contractTransition(AUTHORS, action);
const reviewed = (body: Record<string, unknown>, ctx: { actor: { id: number } }) =>
  ({ reason: typeof body.reason === 'string' ? body.reason.trim() : '', reviewed_by: ctx.actor.id });

export default defineResource({
  contract: AUTHORS,
  table: 'authors',
  permission: 'mdr.wow.author&mdr.author.check',
  actions: ['list', 'get', 'get_many', 'update', 'export'],
  filters: {
    q: filterOf(Type.String({ maxLength: 100 }), (q, v) => q.where((eb) => eb.or([
      eb('authors.pen_name', 'ilike', containsPattern(v)),
      eb('users.nickname', 'ilike', containsPattern(v)),
    ]))),
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  query,
  joinsAreLookups: true,
  rules: {
    validate(data) {
      if (typeof data.penName === 'string' && !data.penName.trim()) throw invalidField('data.penName', 'error.blank');
    },
  },
  stateColumn: 'status',
  transitions: {
    approve: { ...transition('approve'), set: reviewed },
    reject: { ...transition('reject'), set: reviewed },
    suspend: { ...transition('suspend'), set: reviewed },
    unsuspend: { ...transition('unsuspend'), set: reviewed },
  },
  commands: {
    adjust: {
      summary: 'a manual balance adjustment (fen, signed) with its reason, through the ledger',
      body: {
        amountCents: Type.Integer({ minimum: -ADJUST_LIMIT, maximum: ADJUST_LIMIT, description: 'fen, signed, not 0' }),
        reason: Reason,
      },
      stepUp: true,
      money: true,
      async run(trx, { id, body, ctx, update }) {
        if (body.amountCents === 0) throw invalidField('amountCents', 'authors.error.zero_amount');
        await postLedger(trx, {
          authorId: id, kind: 'adjustment', amountCents: body.amountCents as number,
          reason: String(body.reason).trim(), actorId: ctx.actor.id,
        });
        // the author's version moves with its balance, so the audit row's after shows the new figures
        await update({});
      },
    },
  },
});
