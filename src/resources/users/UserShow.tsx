import { Box, Divider, List as MuiList, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link, Show, TopToolbar, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { formatDay } from '../../i18n/time';
import { USERS, type UserRecord } from '../../../contract/users';
import { RecordHistory } from '../shared';
import { StrikeSummary } from '../decisions/StrikeSummary';
import { DeclaredShow } from '../shared/declared';
import { presetsFrom } from './moderation';
import { ModerationButton } from './ModerationButton';
import { USER_RESOURCE } from './types';
import { UserRelated } from './UserRelated';
import { userStatusStyles } from './UserStatusChip';
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
  const { data = [], total } = useGetList<UserRecord>(USER_RESOURCE, {
    filter: { invitedBy: id }, pagination: { page: 1, perPage: 20 }, sort: { field: 'registeredAt', order: 'DESC' },
  });
  return (
    <Box>
      <Typography variant="h6" component="h3">{translate(t('sections.invited'))} ({total ?? 0})</Typography>
      <MuiList dense>
        {data.map((u) => (
          <ListItemButton key={u.id} component={Link} to={`/${USER_RESOURCE}/${u.id}/show`}>
            <ListItemText primary={u.nickname} secondary={formatDay(u.registeredAt)} />
          </ListItemButton>
        ))}
      </MuiList>
    </Box>
  );
};

const dash = <LabeledText>—</LabeledText>;

const UserDetail = () => {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  if (!record) return null;
  // a penalty's end only while it lasts: a ban's (or "forever"), else a mute's
  const until = { banned: ['bannedUntil'] as const, muted: ['mutedUntil'] as const, active: [] }[record.status] ?? [];
  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Typography variant="h5" component="h2" gutterBottom>{record.nickname}</Typography>
      <DeclaredShow contract={USERS} looks={userStatusStyles}
        only={['status', ...until, 'moderationReason', 'phone', 'email', 'registeredAt', 'lastActiveAt', 'inviterName', 'signupLinkId', 'reportAccuracy', 'reportsDecided']}
        override={{
          bannedUntil: record.bannedForever ? <LabeledText>{translate(t('sections.forever'))}</LabeledText> : undefined,
          moderationReason: record.moderationReason ? undefined : dash,
          phone: record.phone ? undefined : dash,
          email: record.email ? undefined : dash,
          inviterName: record.invitedBy ? <Link to={`/${USER_RESOURCE}/${record.invitedBy}/show`}>{record.inviterName}</Link> : dash,
          signupLinkId: record.signupLinkId ? undefined : dash,
          // as a reporter: how often their reports were upheld, over their last 100 decided (server/modules/reports/scoring.ts)
          reportAccuracy: record.reportAccuracy === null ? dash : <LabeledText>{`${Math.round(record.reportAccuracy * 100)}%`}</LabeledText>,
        }} />
      <StrikeSummary userId={Number(record.id)} name={record.nickname} />
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
