// author_ledger (read-only): the rows that moved an author's balance, newest
// first, for the author's timeline; the same access as the author's details.
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { LEDGER_KIND_LABELS, type LedgerKindName } from '../../../contract/author_ledger';
import { LedgerKindSchema, LedgerSchema } from '../../../contract/records/author_ledger';
import type { DB } from '../../db/schema';
import { schemaColumns } from '../../resources/csv';
import { answerOf } from '../../resources/mapping';
import { Id } from '../../resources/schemas';
import { READ_ACTIONS, defineResource, filterOf, type Shape } from '../../resources/types';
import authors from './authors';
import { dayFilters } from '../../resources/days';

const query = (db: Kysely<DB>, _shape: Shape) => db.selectFrom('author_ledger').select([
  'id', 'author_id', 'kind', 'amount_cents', 'available_delta', 'frozen_delta', 'available_after', 'frozen_after',
  'order_id', 'withdrawal_id', 'reason', 'actor_id', 'created_at',
]);
const toResponse = answerOf(LedgerSchema);

export default defineResource({
  name: 'author_ledger',
  table: 'author_ledger',
  permission: authors.permission,
  actions: READ_ACTIONS,
  hasUpdatedAt: false,
  schemas: { record: LedgerSchema },
  filters: {
    authorId: filterOf(Id, (q, v) => q.where('author_id', '=', v)),
    kind: filterOf(Type.Union([LedgerKindSchema, Type.Array(LedgerKindSchema, { minItems: 1, maxItems: 6 })]), (q, v) =>
      (Array.isArray(v) ? q.where('kind', 'in', v) : q.where('kind', '=', v))),
    withdrawalId: filterOf(Id, (q, v) => q.where('withdrawal_id', '=', v)),
    ...dayFilters('createdFrom', 'createdTo', 'created_at', 'written'),
  },
  sorts: { id: 'author_ledger.id', createdAt: 'author_ledger.created_at' },
  defaultSort: { field: 'id', order: 'DESC' },
  query,
  toResponse,
  csv: schemaColumns('author_ledger', LedgerSchema, { kind: (v, lang) => LEDGER_KIND_LABELS[lang][v as LedgerKindName] ?? v }),
  exportNames: {
    authorId: { table: 'authors', label: 'pen_name' },
    orderId: { table: 'orders', label: 'order_no' },
    actorId: { table: 'admins', label: 'name' },
  },
});
