import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import { Form, PasswordInput, required, TextInput, useLocation, useLogin, useNotify, useTranslate } from 'react-admin';
import { EMPTY_ERROR, isApiError } from '../http/ApiError';
import type { LoginParams } from '../providers/authProvider';
import { redirectTarget } from './loginRedirect';

// Checked before any call (spec §5); messages are i18n keys, translated by the inputs.
const validateUsername = required('login.errors.username_required');
const validatePassword = required('login.errors.password_required');

/** The server's words when it sent some, else the spec's "refresh and try again". */
const loginErrorMessage = (error: unknown): string =>
  isApiError(error) && error.message !== EMPTY_ERROR ? error.message : 'login.errors.failed';

export const PasswordLoginForm = () => {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const location = useLocation();
  const [loading, setLoading] = useState(false);

  const submit = (values: Record<string, unknown>) => {
    setLoading(true);
    const params: LoginParams = {
      username: String(values.username),
      password: String(values.password),
      redirect: redirectTarget(location.search, location.state),
    };
    // authProvider.login answers where to go (the redirect target, if this staff member may open it).
    login(params).catch((error: unknown) => {
      setLoading(false);
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
      <Button type="submit" variant="contained" fullWidth disabled={loading} sx={{ mt: 1 }}>
        {loading ? <CircularProgress size={22} color="inherit" /> : translate('login.submit')}
      </Button>
    </Form>
  );
};
