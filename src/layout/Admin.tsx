// react-admin's <Admin>, same props, without what its defaults drag into the
// first download: the default layout (app bar, sidebar, user menu, preference
// inspector, popper.js) and the login page, both replaced by ours in App.tsx,
// the error pages, fetched only when one shows, and the toasts.
import { createElement, useState } from 'react';
import { CssBaseline } from '@mui/material';
import { AdminContext, CoreAdminUI, LoadingPage, localStorageStore, type AdminProps } from 'react-admin';
import { lazyView } from '../lazy';
import { createQueryClient } from '../providers/queryClient';

const ErrorPage = lazyView(() => import('./raPages').then((m) => m.Error));
const AuthenticationError = lazyView(() => import('./raPages').then((m) => m.AuthenticationError));
const AuthCallback = lazyView(() => import('./raPages').then((m) => m.AuthCallback));

const defaultStore = localStorageStore();
/** App.tsx passes its own toasts, loaded with the first one (react-admin's Notification is not bundled). */
const NoNotification = () => null;

/**
 * Pass `layout`, `loginPage`, `catchAll`, `accessDenied` and `notification`: react-admin's defaults are not bundled.
 * Without a `queryClient`, each mount gets the panel's own (../providers/queryClient.ts).
 */
export const Admin = ({
  authProvider, basename, darkTheme, dataProvider, defaultTheme, i18nProvider, lightTheme, queryClient: givenClient,
  routerProvider, store = defaultStore, theme, notification = NoNotification, error = ErrorPage, loading = LoadingPage,
  authenticationError = AuthenticationError, authCallbackPage = AuthCallback, ...ui
}: AdminProps) => {
  const [ownClient] = useState(createQueryClient);
  const queryClient = givenClient ?? ownClient;
  return (
  <AdminContext
    authProvider={authProvider} basename={basename} darkTheme={darkTheme} dataProvider={dataProvider}
    defaultTheme={defaultTheme} i18nProvider={i18nProvider} lightTheme={lightTheme} queryClient={queryClient}
    routerProvider={routerProvider} store={store} theme={theme}
  >
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        error={error} loading={loading} authenticationError={authenticationError} authCallbackPage={authCallbackPage}
        {...ui}
      />
      {createElement(notification)}
    </CssBaseline>
  </AdminContext>
  );
};
