import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useNotify, useTranslate } from 'react-admin';
import { SecretOnceDialog } from '../../resources/shared/SecretOnceDialog';
import { useNotifyError } from '../../resources/shared/useNotifyError';
import { accountApi, type AccountInfo } from './accountApi';

/** The enrolment: scan the otpauth:// QR code (or type the key), confirm with a code. */
const Enrol = ({ onEnabled }: { onEnabled(codes: string[]): void }) => {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [code, setCode] = useState('');
  const start = async () => {
    try {
      setSetup(await accountApi.setupTwoFactor());
    } catch (err) {
      notifyError(err);
    }
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    try {
      onEnabled((await accountApi.enableTwoFactor(code.trim())).recoveryCodes);
    } catch (err) {
      notifyError(err);
    }
  };
  if (!setup) return <Button variant="contained" onClick={start}>{translate('account.two_factor.start')}</Button>;
  return (
    <Stack component="form" spacing={2} onSubmit={confirm} sx={{ maxWidth: 420 }}>
      <Typography>{translate('account.two_factor.scan')}</Typography>
      <Box sx={{ bgcolor: '#fff', p: 1, alignSelf: 'flex-start' }}><QRCodeSVG value={setup.uri} size={180} /></Box>
      <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }} data-testid="totp-secret">{setup.secret}</Typography>
      <TextField name="totpCode" label={translate('account.two_factor.code')} value={code} autoComplete="one-time-code"
        onChange={(e) => setCode(e.target.value)} required slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>{translate('account.two_factor.confirm')}</Button>
    </Stack>
  );
};

/** What the recovery codes' dialog says (account.two_factor.*). */
const RECOVERY_WORDS = {
  title: 'account.two_factor.recovery_title', label: 'account.two_factor.recovery_title', shownOnce: 'account.two_factor.recovery_hint',
  copy: 'account.two_factor.recovery_copy', copied: 'account.two_factor.recovery_copied', close: 'account.two_factor.recovery_done',
};

/** The ten recovery codes, shown this once, one a line (copied and saved so). */
const RecoveryCodes = ({ codes, onDone }: { codes: string[]; onDone(): void }) => (
  <SecretOnceDialog secret={codes.join('\n')} words={RECOVERY_WORDS} fileName="recovery-codes.txt" testId="recovery-codes"
    name="recoveryCodes" onClose={onDone} />
);

const Disable = ({ onDisabled }: { onDisabled(): void }) => {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const [code, setCode] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await accountApi.disableTwoFactor(code.trim());
      onDisabled();
    } catch (err) {
      notifyError(err);
    }
  };
  return (
    <Stack component="form" direction="row" spacing={2} onSubmit={submit} sx={{ alignItems: 'center' }}>
      <TextField name="disableCode" size="small" label={translate('account.two_factor.disable_hint')} value={code}
        onChange={(e) => setCode(e.target.value)} required sx={{ minWidth: 300 }} />
      <Button type="submit" color="error">{translate('account.two_factor.disable')}</Button>
    </Stack>
  );
};

/** Two-factor sign-in: status, enrolment with recovery codes shown once, turning it off with a code. */
export const TwoFactorCard = ({ info, onChange }: { info: AccountInfo; onChange(): void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" gutterBottom>{translate('account.two_factor.title')}</Typography>
        {info.twoFactorRequired && <Alert severity="warning" sx={{ mb: 2 }}>{translate('account.two_factor.required')}</Alert>}
        <Stack spacing={2}>
          <Typography data-testid="two-factor-status">
            {translate(info.twoFactor ? 'account.two_factor.on' : 'account.two_factor.off')}
          </Typography>
          {info.twoFactor
            ? <Disable onDisabled={() => { notify('account.two_factor.disabled', { type: 'info' }); onChange(); }} />
            : <Enrol onEnabled={(c) => { setCodes(c); notify('account.two_factor.enabled', { type: 'success' }); onChange(); }} />}
        </Stack>
        {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}
      </CardContent>
    </Card>
  );
};
