import { useState } from 'react';
import { Button as MuiButton, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Typography } from '@mui/material';
import {
  BooleanField, Confirm, EditButton, Labeled, Show, SimpleShowLayout, TextField, TopToolbar,
  useRecordContext, useTranslate,
} from 'react-admin';
import { TextButton } from '../shared/TextButton';
import type { AdminRecord } from '../../../contract/admins';
import { SessionTable } from '../../pages/account/SessionTable';
import { IfCan, useCanDo } from '../../access/useCanDo';
import { LocaleDateField, ZonedLabel } from '../shared/LocaleDateField';
import { RolesCell } from './RoleCells';
import { BeyondReaderNote, isBeyondReader } from '../shared/BeyondReader';
import { PreviewButton } from '../roles/PreviewButton';
import { AccessFields } from './AdminAccess';
import { ADMIN_RESOURCE, useAdminCommand } from './useAdminCommand';

const R = `resources.${ADMIN_RESOURCE}`;

/** A command whose effect reaches beyond this page (a password, the member's sessions) asks first, naming the member. */
const AskFirst = ({ action, open, pending, onConfirm, onClose }: {
  action: string; open: boolean; pending: boolean; onConfirm: () => void; onClose: () => void;
}) => {
  const record = useRecordContext<AdminRecord>();
  const translate = useTranslate();
  return (
    <Confirm isOpen={open} loading={pending} onClose={onClose} onConfirm={onConfirm} title="mdr.transition.confirm"
      translateOptions={{ action: translate(`${R}.actions.${action}`), name: record?.username ?? '' }} content={`${R}.confirm.${action}`} />
  );
};

/** reset_password: the temporary password is shown once, in a dialog. */
const ResetPasswordButton = () => {
  const record = useRecordContext<AdminRecord>();
  const translate = useTranslate();
  const { run, pending } = useAdminCommand();
  const [password, setPassword] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  if (!record) return null;
  const reset = async () => {
    const answer = await run('reset_password', { id: record.id }) as { password?: string } | null;
    setAsking(false);
    setPassword(answer?.password ?? null);
  };
  return (
    <>
      <TextButton label={`${R}.actions.reset_password`} onClick={() => setAsking(true)} disabled={pending} />
      <AskFirst action="reset_password" open={asking} pending={pending} onConfirm={() => void reset()} onClose={() => setAsking(false)} />
      <Dialog open={password !== null} onClose={() => setPassword(null)} data-testid="temporary-password">
        <DialogTitle>{translate(`${R}.reset.title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(`${R}.reset.hint`)}</DialogContentText>
          <Typography variant="h5" sx={{ fontFamily: 'monospace', mt: 2 }}>{password}</Typography>
        </DialogContent>
        <DialogActions><MuiButton onClick={() => setPassword(null)}>{translate(`${R}.reset.close`)}</MuiButton></DialogActions>
      </Dialog>
    </>
  );
};

/** Shown only while the account is locked after too many failed sign-ins; the Unlock button lifts it. */
const LockedUntil = () => {
  const record = useRecordContext<AdminRecord>();
  if (!record?.lockedUntil) return null;
  return <Labeled source="lockedUntil" label={<ZonedLabel source="lockedUntil" />}><LocaleDateField source="lockedUntil" showTime /></Labeled>;
};

/** Commands that end the member's sessions: asked first. */
const ASKED = new Set(['disable', 'revoke_all']);

/** One command on the member in context, for a reader holding its key. */
const Command = ({ action, run, pending }: { action: string; run: ReturnType<typeof useAdminCommand>['run']; pending: boolean }) => {
  const record = useRecordContext<AdminRecord>();
  const allowed = useCanDo()(action);
  const [asking, setAsking] = useState(false);
  if (!record || !allowed) return null;
  const go = async () => {
    await run(action, { id: record.id });
    setAsking(false);
  };
  return (
    <>
      <TextButton label={`${R}.actions.${action}`} onClick={() => (ASKED.has(action) ? setAsking(true) : void go())} disabled={pending} />
      {ASKED.has(action) && <AskFirst action={action} open={asking} pending={pending} onConfirm={() => void go()} onClose={() => setAsking(false)} />}
    </>
  );
};

/** Preview, edit and the commands; none on a member holding keys the reader lacks (the API refuses them all). */
const AdminActions = () => {
  const record = useRecordContext<AdminRecord>();
  const { run, pending } = useAdminCommand();
  if (!record || isBeyondReader(record)) return <TopToolbar />;
  return (
    <TopToolbar>
      <PreviewButton kind="member" />
      <EditButton />
      <IfCan action="reset_password"><ResetPasswordButton /></IfCan>
      <Command action={record.disabled ? 'enable' : 'disable'} run={run} pending={pending} />
      <Command action="revoke_all" run={run} pending={pending} />
      {record.lockedUntil && <Command action="unlock" run={run} pending={pending} />}
    </TopToolbar>
  );
};

/** The member's live sessions: device, address, last seen, and a sign-out each. */
const SessionsTable = () => {
  const record = useRecordContext<AdminRecord>();
  const translate = useTranslate();
  const { run, pending } = useAdminCommand();
  const canRevoke = useCanDo()('revoke_session') && !isBeyondReader(record);
  if (!record) return null;
  // Opened from the list, the page first shows the list's copy of the record, which has no sessions.
  if (!record.sessions) return <CircularProgress size={20} aria-label={translate('ra.page.loading')} />;
  if (!record.sessions.length) return <Typography sx={{ color: 'text.secondary' }}>{translate(`${R}.sessions_none`)}</Typography>;
  return (
    <SessionTable sessions={record.sessions} action={(s) => canRevoke && (
      <TextButton label="account.sessions.revoke" disabled={pending} onClick={() => run('revoke_session', { id: record.id, sessionId: s.id })} />
    )} />
  );
};

/** The first row: each value under its label (a Stack would show bare values). */
const Summary = () => (
  <Stack direction="row" sx={{ columnGap: 4, rowGap: 1, flexWrap: 'wrap' }} useFlexGap data-testid="staff-summary">
    <Labeled source="username"><TextField source="username" /></Labeled>
    <Labeled source="name"><TextField source="name" /></Labeled>
    <Labeled source="roleNames"><RolesCell /></Labeled>
    <Labeled source="disabled"><BooleanField source="disabled" /></Labeled>
    <Labeled source="twoFactor"><BooleanField source="twoFactor" /></Labeled>
    <Labeled source="mustChangePassword"><BooleanField source="mustChangePassword" /></Labeled>
    <Labeled source="lastSignInAt" label={<ZonedLabel source="lastSignInAt" />}><LocaleDateField source="lastSignInAt" showTime emptyText="—" /></Labeled>
    <LockedUntil />
  </Stack>
);

export const AdminShow = () => (
  <Show actions={<AdminActions />}>
    <SimpleShowLayout>
      <BeyondReaderNote text={`${R}.beyond.note`} />
      <Summary />
      <AccessFields />
      <Labeled source="sessions" fullWidth><SessionsTable /></Labeled>
    </SimpleShowLayout>
  </Show>
);
