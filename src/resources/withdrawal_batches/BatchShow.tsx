import { Box, Divider, Typography } from '@mui/material';
import { Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { WITHDRAWAL_BATCHES } from '../../../contract/withdrawal_batches';
import { DeclaredShow } from '../shared/declared';
import { LabeledText } from '../shared/LabeledText';
import { MoneyField } from '../shared/MoneyField';
import { BankExportButton } from './BankExportButton';
import { BackToWithdrawals } from './BatchList';
import { BatchLines } from './BatchLines';
import { batchStateStyles, BATCH_RESOURCE, type WithdrawalBatch } from './types';

const Summary = () => {
  const record = useRecordContext<WithdrawalBatch>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h6" gutterBottom>{translate(`resources.${BATCH_RESOURCE}.batch_title`, { id: record.id })}</Typography>
      <DeclaredShow contract={WITHDRAWAL_BATCHES} looks={batchStateStyles}
        only={['totalCents', 'lineCount', 'status', 'settledCount', 'createdAt', 'exportedAt']}
        override={{
          totalCents: record.totalCents === undefined ? null : <MoneyField source="totalCents" />,
          exportedAt: record.exportedAt ? undefined : <LabeledText>—</LabeledText>,
        }} />
      <Divider sx={{ my: 2 }} />
      <BatchLines />
    </Box>
  );
};

/** One batch: its total and state, the bank file, and its lines to be marked paid or failed. */
export const BatchShow = () => (
  <Show actions={<TopToolbar><BackToWithdrawals /><BankExportButton /></TopToolbar>}>
    <Summary />
  </Show>
);
