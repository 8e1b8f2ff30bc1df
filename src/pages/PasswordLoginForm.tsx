// The sign-in form is plain MUI, not react-admin's <Form>/<TextInput>: those
// bring react-hook-form and MUI's TextField (with Select, Menu, Popover, Modal)
// into the login page's download, for two required fields (docs/performance.md).
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, CircularProgress, FilledInput, FormControl, FormHelperText, IconButton, InputAdornment, InputLabel } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useLocation, useLogin, useNotify, useTranslate } from 'react-admin';
import { EMPTY_ERROR, isApiError } from '../http/ApiError';
import { loadClient } from '../http/api';
import type { LoginParams } from '../providers/authProvider';
import { redirectTarget } from './loginRedirect';

type Field = 'username' | 'password' | 'code';
type Values = Record<Field, string>;

// Checked before any call (docs/domain.md "Sign-in form"); messages are i18n keys. The code only once the API asked for it.
const REQUIRED: Record<Field, string> = {
  username: 'login.errors.username_required',
  password: 'login.errors.password_required',
  code: 'login_code.hint',
};

const errorsOf = (values: Values, needCode: boolean): Partial<Record<Field, string>> =>
  Object.fromEntries((Object.keys(REQUIRED) as Field[])
    .filter((f) => (f !== 'code' || needCode) && !values[f].trim()).map((f) => [f, REQUIRED[f]]));

/** The API's "the password is right, now the two-factor code" answer (-1 on `code`, data.twoFactor). */
const asksForCode = (error: unknown): boolean =>
  isApiError(error) && (error.data as { twoFactor?: unknown } | null)?.twoFactor === true;

/** The server's words when it sent some, else the spec's "refresh and try again". */
const loginErrorMessage = (error: unknown): string =>
  isApiError(error) && error.message !== EMPTY_ERROR ? error.message : 'login.errors.failed';

interface FieldProps {
  name: Field;
  label: string;
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (value: string) => void;
  autoComplete: string;
  autoFocus?: boolean;
  endAdornment?: ReactNode;
  type?: string;
  /** shown under the input while there is no error */
  hint?: string;
}

/** A required, filled input as react-admin draws it (label with *, room for the message below). */
const LoginField = ({ name, label, value, error, disabled, onChange, endAdornment, hint, ...input }: FieldProps) => {
  const translate = useTranslate();
  const id = `login-${name}`;
  return (
    <FormControl variant="filled" margin="dense" size="small" fullWidth required error={!!error} disabled={disabled}>
      <InputLabel htmlFor={id}>{translate(label)}</InputLabel>
      <FilledInput
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        endAdornment={endAdornment}
        inputProps={{ 'aria-describedby': `${id}-helper` }}
        {...input}
      />
      <FormHelperText id={`${id}-helper`}>{error ? translate(error) : hint ? translate(hint) : '\u200b'}</FormHelperText>
    </FormControl>
  );
};

type PasswordProps = Pick<FieldProps, 'value' | 'error' | 'disabled' | 'onChange'>;

/** The password input with its show / hide toggle. */
const PasswordField = (props: PasswordProps) => {
  const translate = useTranslate();
  const [showPassword, setShowPassword] = useState(false);
  const toggle = showPassword ? 'ra.input.password.toggle_hidden' : 'ra.input.password.toggle_visible';
  return (
    <LoginField
      name="password" label="login.password" autoComplete="current-password" type={showPassword ? 'text' : 'password'}
      {...props}
      endAdornment={(
        <InputAdornment position="end">
          <IconButton aria-label={translate(toggle)} onClick={() => setShowPassword((s) => !s)} size="large">
            {showPassword ? <Visibility /> : <VisibilityOff />}
          </IconButton>
        </InputAdornment>
      )}
    />
  );
};

export const PasswordLoginForm = () => {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const location = useLocation();
  const [loading, setLoading] = useState(false);
  const [values, setValues] = useState<Values>({ username: '', password: '', code: '' });
  const [needCode, setNeedCode] = useState(false);
  // Like react-admin's forms: checked on submit, then again on every change.
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? errorsOf(values, needCode) : {};
  const set = (field: Field) => (value: string) => {
    void loadClient(); // the HTTP client is fetched as the user types, ready for the submit
    setValues((v) => ({ ...v, [field]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errorsOf(values, needCode)).length) return;
    setLoading(true);
    const params: LoginParams = {
      username: values.username,
      password: values.password,
      ...(needCode ? { code: values.code.trim() } : {}),
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
    <form onSubmit={submit} noValidate>
      <LoginField
        name="username" label="login.username" autoComplete="username" autoFocus
        value={values.username} error={errors.username} disabled={loading} onChange={set('username')}
      />
      <PasswordField value={values.password} error={errors.password} disabled={loading} onChange={set('password')} />
      {needCode && (
        <LoginField
          name="code" label="login_code.label" hint="login_code.hint" autoComplete="one-time-code" autoFocus
          value={values.code} error={errors.code} disabled={loading} onChange={set('code')}
        />
      )}
      <Button type="submit" variant="contained" fullWidth disabled={loading} sx={{ mt: 1 }}>
        {loading ? <CircularProgress size={22} color="inherit" /> : translate('login.submit')}
      </Button>
    </form>
  );
};
