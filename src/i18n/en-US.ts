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
  menu: {
    dashboard: 'Dashboard',
    workplace: 'Workplace',
    wow_guide: 'Guides',
    guide_category: 'Categories',
    guide_article: 'Articles',
    wow_author: 'Authors',
    author_information: 'Author profiles',
    author_withdraws: 'Withdrawals',
    author_flowrate: 'Traffic',
    channel_promotion: 'Channel promotion',
    promotion_link: 'Promotion links',
    wow_build: 'Builds',
    build: 'Builds',
    wow_feedback: 'Feedback',
    feedback: 'Feedback tickets',
    wow_live: 'Live',
    live: 'Live rooms',
    supports: 'Supports',
    power: 'Power packages',
    exception: 'Exceptions',
    exc: 'Exception reports',
    orders: 'Orders',
    db: 'Database',
    dbs: 'Game data',
    user: 'Users',
    users: 'Platform users',
    admins: 'Administrators',
    roles: 'Roles',
    bots: 'Partner bots',
    official_site: 'Official website',
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
