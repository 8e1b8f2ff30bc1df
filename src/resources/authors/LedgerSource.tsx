// A ledger row's source (contract/author_ledger.ts `source`) as a link: an
// income's order, a refund's order (a refund has no page of its own: its order
// shows it in the timeline), a withdrawal; an adjustment is the row itself.
import type { MouseEvent } from 'react';
import { Link, useTranslate } from 'react-admin';
import type { LedgerRecord } from '../../../contract/author_ledger';
import { ORDER_RESOURCE } from '../orders/types';
import { WITHDRAWAL_RESOURCE } from '../withdrawals/types';
import { AUTHOR_RESOURCE } from './types';

/** The panel path a source opens, or none (an adjustment). */
export function sourcePath(row: Pick<LedgerRecord, 'source' | 'orderId'>): string | null {
  const { type, id } = row.source;
  if (type === 'orders') return `/${ORDER_RESOURCE}/${id}/show`;
  if (type === 'order_refunds') return row.orderId ? `/${ORDER_RESOURCE}/${row.orderId}/show` : null;
  if (type === 'withdrawals') return `/${WITHDRAWAL_RESOURCE}/${id}/show`;
  return null;
}

export const LedgerSource = ({ row }: { row: LedgerRecord }) => {
  const translate = useTranslate();
  const text = translate(`resources.${AUTHOR_RESOURCE}.ledger_source.${row.source.type}`, { id: row.source.id });
  const path = sourcePath(row);
  return path
    ? <Link to={path} data-testid="ledger-source" onClick={(e: MouseEvent) => e.stopPropagation()}>{text}</Link>
    : <span data-testid="ledger-source">{text}</span>;
};
