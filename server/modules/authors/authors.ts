// authors (docs/api.md): applications pending → approved / rejected {reason},
// approved ⇄ suspended {reason}; revenue share edits (audited by update);
// `adjust {amountCents, reason}` moves the balance through the ledger (step-up).
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { AUTHORS } from '../../../contract/authors';
import { AuthorSchema, AuthorStatus } from '../../../contract/records/authors';
import { labelled } from '../../../contract/records/schema';
import type { DB } from '../../db/schema';
import { invalidField } from '../../core/errors';
import { t } from '../../core/i18n';
import { schemaColumns } from '../../resources/csv';
import { answerOf, columnsOf, trimmed } from '../../resources/mapping';
import { containsPattern } from '../../resources/query';
import { Id } from '../../resources/schemas';
import { defineResource, filterOf, type Shape } from '../../resources/types';
import { postLedger } from './ledger';
import { Reason } from '../../../contract/records/schema';
import { contractTransition } from '../../resources/review';
import './messages';
import { dayFilters } from '../../resources/days';

const AuthorUpdate = Type.Object(labelled({
  penName: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
  bio: Type.Optional(Type.String({ maxLength: 1000 })),
  revenueShare: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
}, AUTHORS.labels['en-US'].fields), { additionalProperties: false });

/** The most one manual adjustment may move: ¥1,000,000.00. */
const ADJUST_LIMIT = 100_000_000;

const query = (db: Kysely<DB>, _shape: Shape) => db.selectFrom('authors')
  .innerJoin('users', 'users.id', 'authors.user_id')
  .select([
    'authors.id', 'authors.user_id', 'users.nickname as user_name', 'authors.pen_name', 'authors.bio', 'authors.real_name',
    'authors.contact', 'authors.payout_method', 'authors.payout_account', 'authors.revenue_share', 'authors.status',
    'authors.reason', 'authors.available_cents', 'authors.frozen_cents', 'authors.reviewed_by', 'authors.created_at',
    'authors.updated_at', 'authors.version',
  ]);
const toResponse = answerOf(AuthorSchema);

const transition = (action: keyof typeof AUTHORS.transitions) => contractTransition(AUTHORS, action);
const reviewed = (body: Record<string, unknown>, ctx: { actor: { id: number } }) =>
  ({ reason: typeof body.reason === 'string' ? body.reason.trim() : '', reviewed_by: ctx.actor.id });

export default defineResource({
  name: 'authors',
  table: 'authors',
  permission: 'mdr.wow.author&mdr.author.check',
  actions: ['list', 'get', 'get_many', 'update', 'export'],
  schemas: { record: AuthorSchema, create: AuthorUpdate, update: AuthorUpdate },
  filters: {
    status: filterOf(Type.Union([AuthorStatus, Type.Array(AuthorStatus, { minItems: 1, maxItems: 4 })]), (q, v) =>
      (Array.isArray(v) ? q.where('authors.status', 'in', v) : q.where('authors.status', '=', v))),
    q: filterOf(Type.String({ maxLength: 100 }), (q, v) => q.where((eb) => eb.or([
      eb('authors.pen_name', 'ilike', containsPattern(v)),
      eb('users.nickname', 'ilike', containsPattern(v)),
    ]))),
    userId: filterOf(Id, (q, v) => q.where('authors.user_id', '=', v)),
    ...dayFilters('createdFrom', 'createdTo', 'authors.created_at', 'applied'),
  },
  sorts: {
    id: 'authors.id',
    penName: 'authors.pen_name',
    status: 'authors.status',
    revenueShare: 'authors.revenue_share',
    availableCents: 'authors.available_cents',
    createdAt: 'authors.created_at',
    updatedAt: 'authors.updated_at',
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  query,
  joinsAreLookups: true,
  toResponse,
  toUpdate: columnsOf<'authors'>(AuthorUpdate, { penName: trimmed, bio: trimmed }),
  rules: {
    validate(data) {
      if (typeof data.penName === 'string' && !data.penName.trim()) throw invalidField('data.penName', 'error.blank');
    },
  },
  sensitive: AUTHORS.sensitive,
  moneyFields: AUTHORS.money,
  references: { userId: { table: 'users', label: 'nickname' } },
  history: {
    fields: ['penName', 'bio', 'revenueShare', 'status', 'reason', 'availableCents', 'frozenCents'],
    longText: ['bio'],
  },
  exportNames: { reviewedBy: { table: 'admins', label: 'name' } },
  csv: schemaColumns('authors', AuthorSchema, {
    status: (v, lang) => t(lang, `authors.state.${v}`),
    payoutMethod: (v, lang) => t(lang, `authors.payout.${v}`),
  }),
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
