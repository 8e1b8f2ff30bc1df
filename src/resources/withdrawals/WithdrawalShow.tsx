import { Box, Divider, Typography } from '@mui/material';
import { Labeled, Show, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { WITHDRAWALS } from '../../../contract/withdrawals';
import { MoneyField } from '../shared/MoneyField';
import { RecordHistory } from '../shared';
import { DeclaredShow } from '../shared/declared';
import { LabeledText } from '../shared/LabeledText';
import { Approvals } from './Approvals';
import { WithdrawalActions } from './WithdrawalActions';
import { withdrawalStatusStyles } from './transitions';
import type { Withdrawal } from './types';
import { RecordLink } from '../shared/RecordLink';
import { AUTHOR_RESOURCE } from '../authors/types';
import { BATCH_RESOURCE } from '../withdrawal_batches/types';

const Detail = () => {
  const record = useRecordContext<Withdrawal>();
  const resource = useResourceContext();
  const translate = useTranslate();
  if (!record) return null;
  // a reason and a payment reference only once given
  const given = (['reason', 'reference', 'batchId'] as const).filter((f) => record[f]);
  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <DeclaredShow contract={WITHDRAWALS} looks={withdrawalStatusStyles}
        only={['authorName', 'amountCents', 'feeCents', 'status', 'requestedAt', 'paidAt', ...given]}
        override={{
          authorName: <RecordLink route={AUTHOR_RESOURCE} id={record.authorId}>{record.authorName}</RecordLink>,
          amountCents: <MoneyField source="amountCents" />,
          feeCents: <MoneyField source="feeCents" />,
          paidAt: record.paidAt ? undefined : <LabeledText>—</LabeledText>,
          // the payout batch it went to the bank in
          batchId: <RecordLink route={BATCH_RESOURCE} id={record.batchId}>#{record.batchId}</RecordLink>,
        }} />
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle2" gutterBottom>{translate(`resources.${resource}.payout`)}</Typography>
      <DeclaredShow contract={WITHDRAWALS} only={['payoutMethod', 'payoutAccount']} />
      <Labeled source="approvals" sx={{ mt: 2 }}><Approvals source="approvals" /></Labeled>
      <RecordHistory />
    </Box>
  );
};

/** One withdrawal: the payout account as it was requested, the approvals so far and the next steps. */
export const WithdrawalShow = () => (
  <Show actions={<WithdrawalActions />}>
    <Detail />
  </Show>
);
