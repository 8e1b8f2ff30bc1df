import type { ReactNode } from 'react';
import { Divider, Grid, Stack, Typography } from '@mui/material';
import { EditButton, Show, TopToolbar, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { RecordHistory } from '../shared';
import { StrikeSummary } from '../decisions/StrikeSummary';
import { DeclaredShow } from '../shared/declared';
import { LabeledText } from '../shared/LabeledText';
import { TransitionButtons } from '../shared/TransitionButtons';
import { AuthorIncomeChart } from './AuthorIncomeChart';
import { AuthorLedger } from './AuthorLedger';
import { AuthorStatement } from './AuthorStatement';
import { AdjustButton, AuthorBalance } from './AuthorMoney';
import { AuthorArticles, AuthorWithdrawals } from './AuthorRelated';
import { authorStatusStyles, authorTransitions } from './transitions';
import type { Author } from './types';
import { RecordLink } from '../shared/RecordLink';
import { USER_RESOURCE } from '../users/types';
import { AUTHORS } from '../../../contract/authors';
import { IfCan, useCanDo, useHasKey, useSeesMoney } from '../../access/useCanDo';

const Actions = () => (
  <TopToolbar>
    <TransitionButtons transitions={authorTransitions} />
    <IfCan action="adjust"><AdjustButton /></IfCan>
    <EditButton />
  </TopToolbar>
);

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const resource = useResourceContext();
  const translate = useTranslate();
  return (
    <Grid size={12}>
      <Divider sx={{ mb: 1 }} />
      <Typography variant="h6" component="h3" gutterBottom>{translate(`resources.${resource}.section.${title}`)}</Typography>
      {children}
    </Grid>
  );
};

/** The platform user behind the author, linked to the user's page for readers holding the user module. */
const AuthorUser = () => {
  const record = useRecordContext<Author>();
  return <RecordLink route={USER_RESOURCE} id={record?.userId}>{record?.userName}</RecordLink>;
};

const Profile = () => {
  const record = useRecordContext<Author>();
  return (
    <DeclaredShow contract={AUTHORS} looks={authorStatusStyles}
      only={['userName', 'status', 'revenueShare', 'realName', 'contact', 'payoutMethod', 'payoutAccount', 'createdAt', 'reason', 'bio']}
      override={{ userName: <AuthorUser />, reason: record?.reason ? undefined : <LabeledText>—</LabeledText> }} />
  );
};

const Detail = () => {
  const record = useRecordContext<Author>();
  // parts read from other resources, for readers holding their read keys
  const ledger = useHasKey('author_ledger.read');
  const statement = useHasKey('authors.statement');
  const withdrawals = useCanDo()('list', 'wow_author/withdraws');
  // the balances and the income chart are money figures: the API answers them only with authors.read_money
  const money = useSeesMoney(AUTHORS.resource);
  if (!record) return null;
  return (
    <Grid container spacing={2} sx={{ p: 2, maxWidth: 1100 }}>
      <Grid size={12}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="h5" component="h2">{record.penName}</Typography>
        </Stack>
      </Grid>
      <Section title="profile"><Profile />{record.userId && <StrikeSummary userId={Number(record.userId)} name={record.penName} />}</Section>
      {money && <Section title="balance"><AuthorBalance /></Section>}
      {money && <Section title="income"><AuthorIncomeChart /></Section>}
      {ledger && <Section title="ledger"><AuthorLedger /></Section>}
      {statement && <AuthorStatement />}
      {withdrawals && <Section title="withdrawals"><AuthorWithdrawals /></Section>}
      <Section title="articles"><AuthorArticles /></Section>
      <Grid size={12}><RecordHistory /></Grid>
    </Grid>
  );
};

/** One author: application, masked personal data, balance and income (to readers who see money), ledger, withdrawals, articles. */
export const AuthorShow = () => (
  <Show actions={<Actions />}>
    <Detail />
  </Show>
);
