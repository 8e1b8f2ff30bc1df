// author_ledger (read-only): the rows that moved an author's balance, newest
// first, for the author's timeline; the same access as the author's details.
// Schemas, query, filters, sorts and CSV: the declaration (contract/author_ledger.ts).
import { AUTHOR_LEDGER, type LedgerSource } from '../../../contract/author_ledger';
import { LedgerSchema } from '../../../contract/records/author_ledger';
import { READ_ACTIONS, defineResource } from '../../resources/types';
import authors from './authors';

interface SourceColumns { id: number | string; kind: string; order_id: number | string | null; withdrawal_id: number | string | null;
  refund_id: number | string | null }

/**
 * What made a row (docs/money.md "The ledger's sources"): a clawback's refund (its order when
 * written before refunds were named), a withdrawal step's withdrawal, an income's order; an
 * adjustment has no record but the row itself.
 */
export function sourceOf(r: SourceColumns): LedgerSource {
  if (r.kind === 'refund_clawback' && r.refund_id !== null) return { type: 'order_refunds', id: Number(r.refund_id) };
  if (r.withdrawal_id !== null) return { type: 'withdrawals', id: Number(r.withdrawal_id) };
  if (r.order_id !== null) return { type: 'orders', id: Number(r.order_id) };
  return { type: 'adjustments', id: Number(r.id) };
}

export default defineResource({
  contract: AUTHOR_LEDGER,
  table: 'author_ledger',
  permission: authors.permission,
  actions: READ_ACTIONS,
  schemas: { record: LedgerSchema },
  hasUpdatedAt: false,
  columns: { source: sourceOf },
  // the contract's money figures are written in yuan, not withheld: no author_ledger.read_money key exists
  moneyFields: [],
  // the balances after a row are not summed: a sum of running balances means nothing
  totals: { amountCents: true, availableDelta: true, frozenDelta: true },
});
