// The panel's own messages in English (react-admin's come from ra-language-english).
import { EMPTY_ERROR, REQUEST_ERROR } from '../http/ApiError';

const enUS = {
  // Client-side error texts are thrown as plain words (docs/domain.md "Errors") and translated when notified.
  [REQUEST_ERROR]: 'Request Error',
  [EMPTY_ERROR]: 'Error',
  app: {
    title: 'Moderator Panel',
    language: 'Language',
  },
  login: {
    title: 'Sign in to Moderator Panel',
    tab: {
      password: 'Password',
    },
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    errors: {
      username_required: 'Username cannot be empty',
      password_required: 'Password cannot be empty',
      failed: 'Login failed, please refresh and try again',
    },
  },
  time: { zoned: '%{label} (%{zone})', list: 'Times are Beijing time (%{zone})' },
  no_access: {
    title: "You don't have access",
    message: "You don't have access to “%{page}”.",
    ask: 'To use it, ask an administrator to add the key %{key} to your role.',
    this_page: "You don't have access to this page.",
    ask_admin: 'To use it, ask an administrator to add the key it needs to your role.',
  },
  not_found: {
    title: '404',
    message: 'Sorry, the page you visited does not exist.',
    back: 'Back to workplace',
  },
  workplace: {
    welcome: 'Welcome back, %{name}',
  },
};

export type AppMessages = typeof enUS;
export default enUS;
