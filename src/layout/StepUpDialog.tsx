import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ApiError, messageOf } from '../http/ApiError';
import { post } from '../http/api';


/** The API takes `code` with 2FA on and `password` otherwise: the one field is sent as both (a code is at most 20 characters). */
const stepUpBody = (secret: string) => (secret.length <= 20 ? { code: secret, password: secret } : { password: secret });

/** The step-up question, mounted by StepUpGate while a command waits: `onSettle(true)` once confirmed. */
export const StepUpDialog = ({ onSettle }: { onSettle: (ok: boolean) => void }) => {
  const translate = useTranslate();
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = onSettle;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await post('/user/step_up', stepUpBody(secret.trim()));
      close(true);
    } catch (err) {
      setError(err instanceof ApiError ? messageOf(err) : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={() => close(false)} aria-labelledby="step-up-title" maxWidth="xs" fullWidth data-testid="step-up-dialog">
      <form onSubmit={submit}>
        <DialogTitle id="step-up-title">{translate('step_up.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('step_up.hint')}</DialogContentText>
          {error && <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert>}
          <TextField
            name="stepUpSecret" type="password" label={translate('step_up.secret')} value={secret} autoFocus fullWidth
            autoComplete="one-time-code" onChange={(e) => setSecret(e.target.value)} required
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close(false)}>{translate('step_up.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy || !secret}>{translate('step_up.submit')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
