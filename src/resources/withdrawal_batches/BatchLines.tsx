import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import PaidIcon from '@mui/icons-material/Paid';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import {
  Button, DataTable, ListContextProvider, ResourceContextProvider, useDataProvider, useList, useListContext,
  useNotify, useRecordContext, useRefresh, useTranslate, type Identifier,
} from 'react-admin';
import { IfCan } from '../../access/useCanDo';
import type { ModeratorDataProvider } from '../../providers/types';
import { MoneyField } from '../shared/MoneyField';
import { PromptDialog } from '../shared/PromptDialog';
import { RecordLink } from '../shared/RecordLink';
import { StatusChip } from '../shared/StatusChip';
import { EnumField } from '../shared/declared';
import { useNotifyError } from '../shared/useNotifyError';
import { withdrawalStatusStyles } from '../withdrawals/transitions';
import { WITHDRAWAL_RESOURCE } from '../withdrawals/types';
import { BATCH_RESOURCE, type WithdrawalBatch, type WithdrawalBatchLine } from './types';

type Line = WithdrawalBatchLine & { id: number };
const ACTIONS = { pay: 'reference', fail: 'reason' } as const;
type LineAction = keyof typeof ACTIONS;

/**
 * Marks lines paid (with the bank's reference) or failed (with the reason),
 * through the withdrawals' own pay_many / fail_many: the same checks, audit
 * rows and ledger postings as on a withdrawal's page. The batch's state follows.
 */
const LinesButton = ({ action, ids }: { action: LineAction; ids: Identifier[] }) => {
  const dataProvider = useDataProvider<ModeratorDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const { onUnselectItems } = useListContext();
  const [asking, setAsking] = useState(false);
  const field = ACTIONS[action];
  const run = useMutation({
    mutationFn: (text: string) => dataProvider.transitionMany(WITHDRAWAL_RESOURCE, action, { ids, [field]: text }),
    onSuccess: ({ data }) => {
      setAsking(false);
      onUnselectItems?.();
      refresh();
      if (data.failed.length) notify(data.failed[0].message, { type: 'error', messageArgs: { _: data.failed[0].message } });
      else notify(`resources.${BATCH_RESOURCE}.done`, { type: 'success', messageArgs: { done: data.done.length, failed: 0 } });
    },
    onError: (error) => notifyError(error),
  });
  const label = translate(`resources.${BATCH_RESOURCE}.${action}_lines`);
  return (
    <>
      <Button label={label} aria-label={label} color={action === 'pay' ? 'success' : 'error'} disabled={run.isPending || !ids.length}
        onClick={(e) => { e.stopPropagation(); setAsking(true); }} data-testid={`batch-line-${action}`}>
        {action === 'pay' ? <PaidIcon /> : <ErrorOutlineIcon />}
      </Button>
      {asking && (
        <PromptDialog title={`${label} (${ids.length})`} loading={run.isPending} onClose={() => setAsking(false)}
          onConfirm={(v) => run.mutate(String(v[field]))}
          fields={[{ name: field, label: `resources.${WITHDRAWAL_RESOURCE}.fields.${field}`, maxLength: field === 'reason' ? 200 : 100 }]} />
      )}
    </>
  );
};

/** The buttons of one line still waiting for the bank's answer. */
const RowButtons = () => {
  const line = useRecordContext<Line>();
  if (line?.status !== 'approved') return null;
  return (
    <>
      <IfCan action="pay"><LinesButton action="pay" ids={[line.id]} /></IfCan>
      <IfCan action="fail"><LinesButton action="fail" ids={[line.id]} /></IfCan>
    </>
  );
};

const SelectedButtons = () => {
  const { selectedIds } = useListContext();
  return (
    <>
      <IfCan action="pay"><LinesButton action="pay" ids={selectedIds} /></IfCan>
      <IfCan action="fail"><LinesButton action="fail" ids={selectedIds} /></IfCan>
    </>
  );
};

const WithdrawalCell = () => {
  const line = useRecordContext<Line>();
  return line ? <RecordLink route={WITHDRAWAL_RESOURCE} id={line.id}>#{line.id}</RecordLink> : null;
};

const t = (key: string) => `resources.${BATCH_RESOURCE}.line.${key}`;

/** The batch's withdrawals, each linked to its page, with pay / fail per line and for the selected ones. */
export const BatchLines = () => {
  const batch = useRecordContext<WithdrawalBatch>();
  const data: Line[] = (batch?.lines ?? []).map((l) => ({ ...l, id: l.withdrawalId }));
  const list = useList({ data, perPage: 1000, resource: WITHDRAWAL_RESOURCE });
  return (
    <ResourceContextProvider value={WITHDRAWAL_RESOURCE}>
      <ListContextProvider value={list}>
        <DataTable bulkActionButtons={<SelectedButtons />} isRowSelectable={(l: Line) => l.status === 'approved'}
          rowClick={false} sx={{ overflowX: 'auto' }}>
          <DataTable.Col source="id" label={t('withdrawal')}><WithdrawalCell /></DataTable.Col>
          <DataTable.Col source="authorName" label={t('author')} />
          <DataTable.Col source="amountCents" label={t('amount')}><MoneyField source="amountCents" /></DataTable.Col>
          <DataTable.Col source="payoutMethod" label={t('method')}>
            <EnumField source="payoutMethod" />
          </DataTable.Col>
          <DataTable.Col source="payoutAccount" label={t('account')} />
          <DataTable.Col source="status" label={t('status')}><StatusChip styles={withdrawalStatusStyles} /></DataTable.Col>
          <DataTable.Col source="reference" label={t('reference')} render={(l: Line) => l.reference || l.reason} />
          <DataTable.Col label=""><RowButtons /></DataTable.Col>
        </DataTable>
      </ListContextProvider>
    </ResourceContextProvider>
  );
};
