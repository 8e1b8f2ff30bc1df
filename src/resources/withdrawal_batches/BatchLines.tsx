import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import PaidIcon from '@mui/icons-material/Paid';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { Box, Stack } from '@mui/material';
import {
  DataTable, ListContextProvider, RecordContextProvider, ResourceContextProvider, useDataProvider, useList, useListContext,
  useNotify, useRecordContext, useRefresh, useTranslate, type Identifier,
} from 'react-admin';
import { IfCan } from '../../access/useCanDo';
import { useIsPhone } from '../../layout/useIsPhone';
import type { ModeratorDataProvider } from '../../providers/types';
import { MoneyField } from '../shared/MoneyField';
import { PromptDialog } from '../shared/PromptDialog';
import { RecordLink } from '../shared/RecordLink';
import { StatusChip } from '../shared/StatusChip';
import { TextButton } from '../shared/TextButton';
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
      <TextButton label={label} color={action === 'pay' ? 'success' : 'error'} disabled={run.isPending || !ids.length}
        onClick={(e) => { e.stopPropagation(); setAsking(true); }} data-testid={`batch-line-${action}`}
        startIcon={action === 'pay' ? <PaidIcon /> : <ErrorOutlineIcon />} />
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

/** A line's fields in the table's order: its label and how it shows. */
const FIELDS: { source: keyof Line; key: string; show?: (l: Line) => ReactNode }[] = [
  { source: 'authorName', key: 'author' },
  { source: 'amountCents', key: 'amount', show: () => <MoneyField source="amountCents" /> },
  { source: 'payoutMethod', key: 'method', show: () => <EnumField source="payoutMethod" /> },
  { source: 'payoutAccount', key: 'account' },
  { source: 'status', key: 'status', show: () => <StatusChip styles={withdrawalStatusStyles} /> },
  { source: 'reference', key: 'reference', show: (l) => l.reference || l.reason },
];

/** A phone's view of the lines: one entry each, every field on a line under its name, pay / fail below. */
const LineEntries = ({ lines }: { lines: Line[] }) => {
  const translate = useTranslate();
  return (
    <Box component="ul" data-testid="list-entries" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {lines.map((line) => (
        <RecordContextProvider value={line} key={line.id}>
          <Box component="li" data-testid="batch-line" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
            <Box sx={{ typography: 'subtitle1', fontWeight: 600 }}><WithdrawalCell /></Box>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', columnGap: 1, rowGap: 0.5, m: 0 }}>
              {FIELDS.map(({ source, key, show }) => (
                <Box key={key} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ color: 'text.secondary' }}>{translate(t(key))}</Box>
                  <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>{show ? show(line) : String(line[source] ?? '')}</Box>
                </Box>
              ))}
            </Box>
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}><RowButtons /></Stack>
          </Box>
        </RecordContextProvider>
      ))}
    </Box>
  );
};

/**
 * The batch's withdrawals, each linked to its page, with pay / fail per line and
 * for the selected ones (on a phone: stacked entries, pay / fail per line).
 */
export const BatchLines = () => {
  const batch = useRecordContext<WithdrawalBatch>();
  const phone = useIsPhone();
  const data: Line[] = (batch?.lines ?? []).map((l) => ({ ...l, id: l.withdrawalId }));
  const list = useList({ data, perPage: 1000, resource: WITHDRAWAL_RESOURCE });
  return (
    <ResourceContextProvider value={WITHDRAWAL_RESOURCE}>
      <ListContextProvider value={list}>
        {phone ? <LineEntries lines={data} /> : (
          <DataTable bulkActionButtons={data.some((l) => l.status === 'approved') ? <SelectedButtons /> : false} isRowSelectable={(l: Line) => l.status === 'approved'}
            rowClick={false} sx={{ overflowX: 'auto' }}>
            <DataTable.Col source="id" label={t('withdrawal')}><WithdrawalCell /></DataTable.Col>
            {FIELDS.map(({ source, key, show }) => (
              <DataTable.Col key={key} source={source} label={t(key)} render={show} />
            ))}
            <DataTable.Col label=""><RowButtons /></DataTable.Col>
          </DataTable>
        )}
      </ListContextProvider>
    </ResourceContextProvider>
  );
};
