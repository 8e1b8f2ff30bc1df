import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { CustomRoutes, LoadingPage, reactRouterProvider, Resource, useNotificationContext, useTranslate } from 'react-admin';
import type { Grant } from '../contract/access/modules';
import { isListRoute, listResourceOf } from './boot/listRoute';
import { loadClient } from './http/api';
import { i18nProvider } from './i18n';
import { Admin } from './layout/Admin';
import { lazyView, preloadView } from './lazy';
import { AppThemeProvider } from './layout/AppThemeProvider';
import { ReloginGate } from './layout/ReloginGate';
import { registerAvatarMenuItems } from './layout/avatarMenuSlot';
import { StepUpGate } from './layout/StepUpGate';
import { theme } from './layout/theme';
import { MESSAGES_PATH } from './messages/paths';
import { AccountSetupRedirect } from './pages/account/AccountSetupRedirect';
import { ACCOUNT_PATH } from './pages/account/accountApi';
import { HomeRedirect } from './pages/HomeRedirect';
import { LoginPage } from './pages/LoginPage';
import { QR_CONFIRM_PATH, REDIRECT_PREFIX, STATUS_PATH, WORKPLACE_PATH } from './pages/paths';
import { authProvider } from './providers/authProvider';
import { prefetchAuth } from './providers/authPrefetch';
import { createDataProvider } from './providers/dataProvider';

// CustomRoutes takes the router's own <Route>; react-admin's router provider hands it over.
const { Route } = reactRouterProvider;

// Behind the sign-in, so not in the login page's download (src/lazy.ts).
const AppLayout = lazyView(() => import('./layout/AppLayout').then((m) => m.AppLayout));
const RouteEffects = lazyView(() => import('./access/RouteGuard').then((m) => m.RouteEffects), null);
const ServerMenuGate = lazyView(() => import('./access/RouteGuard').then((m) => m.ServerMenuGate));
const MissingPage = lazyView(() => import('./pages/NoAccess').then((m) => m.MissingPage));
const NoAccess = lazyView(() => import('./pages/NoAccess').then((m) => m.NoAccess));
const StatusPage = lazyView(() => import('./pages/StatusPage').then((m) => m.StatusPage));
const Workplace = lazyView(() => import('./pages/Workplace').then((m) => m.Workplace));
const ModuleHome = lazyView(() => import('./pages/ModuleHome').then((m) => m.ModuleHome));
const RedirectPage = lazyView(() => import('./pages/RedirectPage').then((m) => m.RedirectPage));
const MessageListPage = lazyView(() => import('./messages/MessageListPage').then((m) => m.MessageListPage));
const AccountPage = lazyView(() => import('./pages/account/AccountPage').then((m) => m.AccountPage));
const QrConfirmPage = lazyView(() => import('./pages/QrConfirmPage').then((m) => m.QrConfirmPage));
const AppNotification = lazyView(() => import('./layout/AppNotification').then((m) => m.AppNotification), null);

let signedIn: Promise<typeof import('./signedIn')> | undefined;

/**
 * The signed-in app's registry and texts (src/signedIn.ts, not in the login
 * page's chunk), its messages added to the i18n provider; loaded once. The
 * resources wait for it, so no signed-in screen renders before its texts.
 */
export function loadSignedIn() {
  signedIn ??= import('./signedIn').then(
    (bundle) => {
      i18nProvider.addMessages(bundle.messages);
      return bundle;
    },
    (error: unknown) => {
      signedIn = undefined; // a failed download is tried again on the next call
      throw error;
    },
  );
  return signedIn;
}

/** How long a cold list's first render waits for its rows' answer (preloadFirstScreen). */
export const FIRST_ROWS_WAIT_MS = 500;

/** Settles once the first signed-in screen's views are in (or failed): the routes wait for it (resourcesFor). */
let firstScreen: Promise<unknown> = Promise.resolve();

/**
 * Signed in, the first page needs the registry, the layout, the route guard and
 * the route's screen: their chunks load side by side from the start instead of
 * one after the other as each renders (docs/performance.md). The HTTP client is
 * asked for first and awaited with the registry, so a list's first request leaves
 * in the same task as they arrive: before React renders the layout (about 150 ms
 * of one task), not after it. The routes are declared once these views are in
 * (`firstScreen`): rendered before, the screen would suspend, the layout would show
 * with a spinner in place of the page, and React holds a suspended page back for
 * up to 300 ms after that (its fallback throttle) even once the chunk is there.
 */
export function preloadSignedInRoute(hash: string, queryClient?: QueryClient, rowsWaitMs = FIRST_ROWS_WAIT_MS): Promise<void> {
  const views = preloadFirstScreen(hash, rowsWaitMs, queryClient);
  firstScreen = views.catch(() => undefined);
  return views.then(() => undefined, () => undefined);
}

async function preloadFirstScreen(hash: string, rowsWaitMs: number, queryClient?: QueryClient): Promise<unknown> {
  const client = loadClient();
  if (queryClient) prefetchAuth(queryClient, authProvider, isListRoute(hash) ? listResourceOf(hash) : undefined);
  const layout = [AppLayout, RouteEffects, ServerMenuGate].map(preloadView);
  // a list's route ('#/wow_guide/article'): the list screens' chunk (build/chunks.ts) beside the shell's,
  // not after the registry has named the screen
  if (isListRoute(hash)) void import('./resources/shared/List').catch(() => undefined);
  // best effort: rendering loads them again and shows a failure
  const bundle = await Promise.all([loadSignedIn(), client]).then(([b]) => b, () => undefined);
  const route = bundle?.routeOf(bundle.resources, hash);
  if (!bundle || !route) return Promise.all(layout);
  const { resource, rest, search } = route;
  // a list's first page is asked for now, beside its chunk (src/listPrefetch.ts)
  const rows = rest === '' && queryClient ? bundle.prefetchList(queryClient, dataProvider, resource, search) : undefined;
  const screen = bundle.screenOf(resource, rest);
  // the layout and the list's rows in one paint: drawn before the answer, the layout shows alone and the
  // rows follow in a second pass as long as the first (docs/performance.md); a slow answer waits no
  // longer than `rowsWaitMs` (FIRST_ROWS_WAIT_MS), after which the page shows without them
  const answered = rows && Promise.race([rows, new Promise((resolve) => setTimeout(resolve, rowsWaitMs))]);
  return Promise.all([...layout, preloadView(screen), answered]);
}

// its MUI MenuItem and icon load with the avatar menu, not the login page
registerAvatarMenuItems(lazyView(() => import('./pages/account/AccountMenuItem').then((m) => m.AccountMenuItem), null));
registerAvatarMenuItems(lazyView(() => import('./resources/shared/jobs/JobsMenuItem').then((m) => m.JobsMenuItem), null));

/** The resources' own declarations name each route's API resource. */
const dataProvider = createDataProvider(async (route) => (await loadSignedIn()).apiResourceOf(route));

/**
 * The resources this staff member may read, once the registry has loaded (none
 * signed out): the menu, links and routes offer nothing else. With them the
 * modules' own paths ('#/wow_guide': the module's first page this staff member
 * may open); the module table is in the registry's chunk, not the login page's.
 */
const resourcesFor = (queryClient?: QueryClient) => async (grant: Grant | null) => {
  if (!grant) return [];
  const [{ resources, canDo, MODULES, preloadMenuWhenIdle, prefetchOnNavigation }] = await Promise.all([loadSignedIn(), firstScreen]);
  const readable = resources.filter((r) => canDo(grant, r.name, 'list'));
  // the menu's screens load while the browser is idle, and a click on a list asks for its data at once
  preloadMenuWhenIdle([Workplace, ...readable.map((r) => r.list)]);
  if (queryClient) prefetchOnNavigation(queryClient, dataProvider, readable);
  return [
    <CustomRoutes key="modules">
      {MODULES.map((m) => <Route key={m.name} path={`/${m.name}`} element={<ModuleHome module={m.name} />} />)}
    </CustomRoutes>,
    ...readable.map((r) => <Resource key={r.name} {...r} />),
  ];
};

const AppTitle = () => <>{useTranslate()('app.title')}</>;

/**
 * The layout's first render runs in a transition. react-admin mounts the layout and the first
 * screen in one update: 150–350 ms of rendering in a single task on a cold load, which holds the
 * page for all of it and is what Lighthouse counts as blocking. In a transition React renders in
 * slices with the browser let in between; react-admin's loading page stays meanwhile.
 */
const useMountedInTransition = () => {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
};

/** Every signed-in page passes the route guard (docs/domain.md "Session and navigation"). */
const PanelLayout = ({ children }: { children: ReactNode }) =>
  useMountedInTransition() ? (
    <>
      <RouteEffects />
      <AppLayout>
        <ServerMenuGate>{children}</ServerMenuGate>
      </AppLayout>
    </>
  ) : <LoadingPage />;

/**
 * The toasts: react-admin's Notification (MUI Snackbar) is fetched with the
 * first one, which waits in react-admin's queue meanwhile.
 */
const Toasts = () => {
  const { notifications } = useNotificationContext();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (notifications.length) setNeeded(true);
  }, [notifications.length]);
  return needed ? <AppNotification /> : null;
};

/** Rendered once for the whole app, whatever the route: toasts, and the one relogin dialog (docs/domain.md "Errors"). */
const Notifications = () => (
  <>
    <Toasts />
    <AppThemeProvider>
      <ReloginGate />
      <StepUpGate />
      <AccountSetupRedirect />
    </AppThemeProvider>
  </>
);

/**
 * Hash routes (react-admin's default router). requireAuth: signed out, every
 * route but #/login goes to the login page. '/' leads to the workplace.
 * Only the resources the staff member may open are declared, so any other route
 * is the not-found page before a screen mounts and asks the API anything
 * (authProvider.canAccess still guards the actions inside the screens); until
 * the registry and its texts have loaded, react-admin shows its loading page.
 * The QR confirmation page has no layout (it opens on a phone) and checks the
 * session itself.
 */
export const App = ({ queryClient }: { queryClient?: QueryClient }) => {
  const resources = useMemo(() => resourcesFor(queryClient), [queryClient]);
  return (
    <Admin
      queryClient={queryClient}
      title={<AppTitle />}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={PanelLayout}
      loginPage={LoginPage}
      dashboard={HomeRedirect}
      catchAll={MissingPage}
      accessDenied={NoAccess}
      notification={Notifications}
      theme={theme}
      requireAuth
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path={QR_CONFIRM_PATH} element={<QrConfirmPage />} />
        <Route path={STATUS_PATH} element={<StatusPage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path={WORKPLACE_PATH} element={<Workplace />} />
        <Route path={`${REDIRECT_PREFIX}/*`} element={<RedirectPage />} />
        <Route path={MESSAGES_PATH} element={<MessageListPage />} />
        <Route path={ACCOUNT_PATH} element={<AccountPage />} />
      </CustomRoutes>
      {resources}
    </Admin>
  );
};
