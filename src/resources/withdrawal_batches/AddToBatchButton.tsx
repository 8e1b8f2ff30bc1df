import { useState, type ReactElement } from 'react';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { useMutation } from '@tanstack/react-query';
import {
  Button, Confirm, Link, useListContext, useLocale, useNotify, useRedirect, useTranslate,
} from 'react-admin';
import { formatCents } from '../../../contract/money';
import { IfCan, useCanDo } from '../../access/useCanDo';
import { post } from '../../http/api';
import { useNotifyError } from '../shared/useNotifyError';
import type { Withdrawal } from '../withdrawals/types';
import { BATCH_RESOURCE } from './types';

const T = `resources.${BATCH_RESOURCE}`;

/**
 * The withdrawals list's bulk action: the selected approved withdrawals not in
 * a batch yet become one payout batch, after a question naming their count and
 * total; the new batch's page opens. The API refuses (naming them) any that
 * another colleague batched meanwhile.
 */
const AddToBatch = () => {
  const { data, selectedIds, onUnselectItems } = useListContext<Withdrawal>();
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  const [asking, setAsking] = useState(false);
  const chosen = (data ?? []).filter((w) => selectedIds.includes(w.id) && batchable(w));
  const total = chosen.reduce((sum, w) => sum + w.amountCents, 0);
  const make = useMutation({
    mutationFn: (ids: number[]) => post<{ id: number }>('/mdr/withdrawals/batch', { ids }),
    onSuccess: ({ id }) => {
      setAsking(false);
      onUnselectItems();
      notify(`${T}.made`, { type: 'success', messageArgs: { id } });
      redirect('show', BATCH_RESOURCE, id);
    },
    onError: (error) => { setAsking(false); notifyError(error); },
  });
  return (
    <>
      <Button label={`${T}.add`} disabled={!chosen.length || make.isPending} onClick={() => setAsking(true)} data-testid="add-to-batch">
        <PlaylistAddIcon />
      </Button>
      <Confirm isOpen={asking} loading={make.isPending} title={`${T}.add`}
        content={translate(`${T}.add_confirm`, { count: chosen.length, total: formatCents(total, locale) })}
        onConfirm={() => make.mutate(chosen.map((w) => w.id))} onClose={() => setAsking(false)} />
    </>
  );
};

const batchable = (w: Withdrawal) => w.status === 'approved' && w.batchId === null;

/**
 * The withdrawals table's selection, for a reader who may make batches: approved,
 * unbatched rows only, with the bulk action; nobody else gets checkboxes.
 */
export function useBatchSelection(): { bulkActionButtons: ReactElement | false; isRowSelectable?: (w: Withdrawal) => boolean } {
  const may = useCanDo()('batch');
  return may ? { bulkActionButtons: <AddToBatch />, isRowSelectable: batchable } : { bulkActionButtons: false };
}

/** From the withdrawals' toolbar to the payout batches (no menu entry of their own). */
export const BatchesLink = () => (
  <IfCan action="list" resource={BATCH_RESOURCE}>
    <Button component={Link} to={`/${BATCH_RESOURCE}`} label={`${T}.title`} data-testid="batches-link">
      <AccountBalanceIcon />
    </Button>
  </IfCan>
);
