import { Box, Divider, List as MuiList, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import {
  Labeled, Link, Show, TextField, TopToolbar, useGetList, useLocale, useRecordContext, useTranslate,
} from 'react-admin';
import { beijingTimeOptions } from '../../i18n/time';
import type { UserRecord } from '../../../contract/users';
import { RecordHistory } from '../shared';
import { RevealField } from '../shared/RevealField';
import { LocaleDateField } from '../shared/LocaleDateField';
import { presetsFrom } from './moderation';
import { ModerationButton } from './ModerationButton';
import { USER_RESOURCE } from './types';
import { UserRelated } from './UserRelated';
import { UserStatusChip } from './UserStatusChip';
import { LabeledText } from '../shared/LabeledText';
import { IfCan } from '../../access/useCanDo';

const t = (k: string) => `resources.${USER_RESOURCE}.${k}`;

const Actions = () => {
  const record = useRecordContext<UserRecord>();
  return (
    <TopToolbar>
      {presetsFrom(record?.status).map((p) => <IfCan key={p.key} action={p.command}><ModerationButton preset={p} one /></IfCan>)}
    </TopToolbar>
  );
};

/** Whom this user invited (the first 20, newest first). */
const Invited = ({ id }: { id: number }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const { data = [], total } = useGetList<UserRecord>(USER_RESOURCE, {
    filter: { invitedBy: id }, pagination: { page: 1, perPage: 20 }, sort: { field: 'registeredAt', order: 'DESC' },
  });
  return (
    <Box>
      <Typography variant="h6" component="h3">{translate(t('sections.invited'))} ({total ?? 0})</Typography>
      <MuiList dense>
        {data.map((u) => (
          <ListItemButton key={u.id} component={Link} to={`/${USER_RESOURCE}/${u.id}/show`}>
            <ListItemText primary={u.nickname} secondary={new Date(u.registeredAt).toLocaleDateString(locale, beijingTimeOptions(false))} />
          </ListItemButton>
        ))}
      </MuiList>
    </Box>
  );
};

const Until = () => {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  if (!record || record.status === 'active') return null;
  if (record.status === 'banned') {
    return record.bannedForever
      ? <Labeled source="bannedUntil"><LabeledText>{translate(t('sections.forever'))}</LabeledText></Labeled>
      : <Labeled source="bannedUntil"><LocaleDateField source="bannedUntil" showTime /></Labeled>;
  }
  return <Labeled source="mutedUntil"><LocaleDateField source="mutedUntil" showTime /></Labeled>;
};

const UserDetail = () => {
  const record = useRecordContext<UserRecord>();
  if (!record) return null;
  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Typography variant="h5" component="h2" gutterBottom>{record.nickname}</Typography>
      <Stack direction="row" flexWrap="wrap" gap={3}>
        <Labeled source="status"><UserStatusChip /></Labeled>
        <Until />
        <Labeled source="moderationReason"><TextField source="moderationReason" emptyText="—" /></Labeled>
        <Labeled source="phone">{record.phone ? <RevealField source="phone" /> : <LabeledText>—</LabeledText>}</Labeled>
        <Labeled source="email">{record.email ? <RevealField source="email" /> : <LabeledText>—</LabeledText>}</Labeled>
        <Labeled source="registeredAt"><LocaleDateField source="registeredAt" showTime /></Labeled>
        <Labeled source="lastActiveAt"><LocaleDateField source="lastActiveAt" showTime /></Labeled>
        <Labeled source="inviterName">
          {record.invitedBy
            ? <Link to={`/${USER_RESOURCE}/${record.invitedBy}/show`}>{record.inviterName}</Link>
            : <LabeledText>—</LabeledText>}
        </Labeled>
        <Labeled source="signupLinkId"><TextField source="signupLinkId" emptyText="—" /></Labeled>
      </Stack>
      <Divider sx={{ my: 2 }} />
      <UserRelated id={record.id} />
      <Divider sx={{ my: 2 }} />
      <Invited id={record.id} />
      <RecordHistory />
    </Box>
  );
};

/** One player: profile, invitations both ways, moderation history, and the actions their status allows. */
export const UserShow = () => (
  <Show actions={<Actions />}>
    <UserDetail />
  </Show>
);
