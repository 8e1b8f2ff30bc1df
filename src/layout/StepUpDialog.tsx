import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ApiError } from '../http/ApiError';
import { post } from '../http/client';
import { setStepUpAsker } from '../http/stepUp';

/** The API takes `code` with 2FA on and `password` otherwise: the one field is sent as both (a code is at most 20 characters). */
const stepUpBody = (secret: string) => (secret.length <= 20 ? { code: secret, password: secret } : { password: secret });

/**
 * Step-up (docs/api.md): mounted once; the HTTP client asks it when a command
 * answers -2 with data.stepUp, and retries the command once it resolves true.
 */
export const StepUpDialog = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const settle = useRef<((ok: boolean) => void) | null>(null);

  useEffect(() => setStepUpAsker(() => new Promise<boolean>((resolve) => {
    settle.current = resolve;
    setSecret('');
    setError(null);
    setOpen(true);
  })), []);

  const close = (ok: boolean) => {
    setOpen(false);
    settle.current?.(ok);
    settle.current = null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await post('/user/step_up', stepUpBody(secret.trim()));
      close(true);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={() => close(false)} aria-labelledby="step-up-title" maxWidth="xs" fullWidth data-testid="step-up-dialog">
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
