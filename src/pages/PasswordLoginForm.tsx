import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import { Form, PasswordInput, required, TextInput, useLocation, useLogin, useNotify, useTranslate } from 'react-admin';
import { EMPTY_ERROR, isApiError } from '../http/ApiError';
import type { LoginParams } from '../providers/authProvider';
import { redirectTarget } from './loginRedirect';

// Checked before any call (spec §5); messages are i18n keys, translated by the inputs.
const validateUsername = required('login.errors.username_required');
const validatePassword = required('login.errors.password_required');
const validateCode = required('login_code.hint');

/** The server's words when it sent some, else the spec's "refresh and try again". */
const loginErrorMessage = (error: unknown): string =>
  isApiError(error) && error.message !== EMPTY_ERROR ? error.message : 'login.errors.failed';

/** The API's "the password is right, now the two-factor code" answer (-1 on `code`, data.twoFactor). */
const asksForCode = (error: unknown): boolean =>
  isApiError(error) && (error.data as { twoFactor?: unknown } | null)?.twoFactor === true;

/** The second step with 2FA on: shown once the API asked for it (the password is sent again with it). */
const CodeInput = ({ disabled }: { disabled: boolean }) => (
  <TextInput source="code" label="login_code.label" helperText="login_code.hint" autoComplete="one-time-code"
    validate={validateCode} disabled={disabled} fullWidth autoFocus />
);

export const PasswordLoginForm = () => {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const location = useLocation();
  const [loading, setLoading] = useState(false);
  const [needCode, setNeedCode] = useState(false);

  const submit = (values: Record<string, unknown>) => {
    setLoading(true);
    const params: LoginParams = {
      username: String(values.username),
      password: String(values.password),
      ...(needCode && values.code ? { code: String(values.code).trim() } : {}),
      redirect: redirectTarget(location.search, location.state),
    };
    // authProvider.login answers where to go (the redirect target, if this staff member may open it).
    login(params).catch((error: unknown) => {
      setLoading(false);
      if (asksForCode(error) && !needCode) {
        setNeedCode(true);
        return;
      }
      const message = loginErrorMessage(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
    });
  };

  return (
    <Form onSubmit={submit} noValidate disableInvalidFormNotification>
      <TextInput
        source="username"
        label="login.username"
        autoComplete="username"
        validate={validateUsername}
        disabled={loading}
        fullWidth
        autoFocus
      />
      <PasswordInput
        source="password"
        label="login.password"
        autoComplete="current-password"
        validate={validatePassword}
        disabled={loading}
        fullWidth
      />
      {needCode && <CodeInput disabled={loading} />}
      <Button type="submit" variant="contained" fullWidth disabled={loading} sx={{ mt: 1 }}>
        {loading ? <CircularProgress size={22} color="inherit" /> : translate('login.submit')}
      </Button>
    </Form>
  );
};
