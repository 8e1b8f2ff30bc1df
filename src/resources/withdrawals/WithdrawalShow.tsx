import { Divider, Grid, Typography } from '@mui/material';
import { Labeled, Show, TextField, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { LocaleDateField } from '../shared/LocaleDateField';
import { MoneyField } from '../shared/MoneyField';
import { RecordHistory } from '../shared';
import { EnumField } from '../shared/declared';
import { Approvals } from './Approvals';
import { WithdrawalActions } from './WithdrawalActions';
import { WithdrawalStatusChip } from './WithdrawalStatusChip';
import type { Withdrawal } from './types';
import { RecordLink } from '../shared/RecordLink';
import { RevealField } from '../shared/RevealField';
import { AUTHOR_RESOURCE } from '../authors/types';

const Item = ({ children }: { children: React.ReactElement<{ source?: string }> }) => (
  <Grid size={{ xs: 12, sm: 6, md: 4 }}><Labeled source={children.props.source}>{children}</Labeled></Grid>
);

const Detail = () => {
  const record = useRecordContext<Withdrawal>();
  const resource = useResourceContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Grid container spacing={2} sx={{ p: 2, maxWidth: 960 }}>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <Labeled source="authorName"><RecordLink route={AUTHOR_RESOURCE} id={record.authorId}>{record.authorName}</RecordLink></Labeled>
      </Grid>
      <Item><MoneyField source="amountCents" /></Item>
      <Item><MoneyField source="feeCents" /></Item>
      <Item><WithdrawalStatusChip source="status" /></Item>
      <Item><LocaleDateField source="requestedAt" showTime /></Item>
      <Item><LocaleDateField source="paidAt" showTime emptyText="—" /></Item>
      {record.reason && <Item><TextField source="reason" /></Item>}
      {record.reference && <Item><TextField source="reference" /></Item>}
      <Grid size={12}><Divider /><Typography variant="subtitle2" sx={{ mt: 1 }}>{translate(`resources.${resource}.payout`)}</Typography></Grid>
      <Item><EnumField source="payoutMethod" /></Item>
      <Item><RevealField source="payoutAccount" /></Item>
      <Grid size={12}><Labeled source="approvals"><Approvals source="approvals" /></Labeled></Grid>
      <Grid size={12}><RecordHistory /></Grid>
    </Grid>
  );
};

/** One withdrawal: the payout account as it was requested, the approvals so far and the next steps. */
export const WithdrawalShow = () => (
  <Show actions={<WithdrawalActions />}>
    <Detail />
  </Show>
);
