import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { ApiError } from '../../http/ApiError';
import { accountApi } from './accountApi';

type FieldErrors = Record<string, string>;

/** Change password: the current one, then the new one twice; the server's policy errors show under the field. */
export const PasswordCard = ({ mustChange, onChanged }: { mustChange: boolean; onChanged(): void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [values, setValues] = useState({ current: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) => setValues({ ...values, [field]: e.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (values.password !== values.confirm) return setErrors({ confirm: translate('account.password.mismatch') });
    setBusy(true);
    try {
      await accountApi.changePassword(values.current, values.password);
      setValues({ current: '', password: '', confirm: '' });
      setErrors({});
      notify('account.password.done', { type: 'success' });
      onChanged();
    } catch (err) {
      const fields = (err instanceof ApiError ? (err.data as { errors?: { field: string; message: string }[] } | null)?.errors : null) ?? [];
      setErrors(fields.length ? Object.fromEntries(fields.map((f) => [f.field, f.message])) : { password: String((err as Error).message) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardContent component="form" onSubmit={submit}>
        <Typography variant="h6" gutterBottom>{translate('account.password.title')}</Typography>
        {mustChange && <Alert severity="warning" sx={{ mb: 2 }}>{translate('account.password.must_change')}</Alert>}
        <Stack spacing={2} sx={{ maxWidth: 420 }}>
          <TextField name="current" type="password" label={translate('account.password.current')} value={values.current}
            onChange={set('current')} error={!!errors.current} helperText={errors.current} autoComplete="current-password" required />
          <TextField name="newPassword" type="password" label={translate('account.password.new')} value={values.password}
            onChange={set('password')} error={!!errors.password} helperText={errors.password ?? translate('account.password.hint')}
            autoComplete="new-password" required />
          <TextField name="confirmPassword" type="password" label={translate('account.password.confirm')} value={values.confirm}
            onChange={set('confirm')} error={!!errors.confirm} helperText={errors.confirm} autoComplete="new-password" required />
          <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
            {translate('account.password.submit')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
