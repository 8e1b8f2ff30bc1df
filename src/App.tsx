import { Admin, CustomRoutes, reactRouterProvider, Resource, useTranslate } from 'react-admin';
import { canAccessRoute } from './access/canAccess';
import type { Grant } from './access/modules';
import { i18nProvider } from './i18n';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { theme } from './layout/theme';
import { HomeRedirect } from './pages/HomeRedirect';
import { LoginPage } from './pages/LoginPage';
import { NotFound } from './pages/NotFound';
import { WORKPLACE_PATH } from './pages/paths';
import { Workplace } from './pages/Workplace';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { resources } from './resources';

// CustomRoutes takes the router's own <Route>; react-admin's router provider hands it over.
const { Route } = reactRouterProvider;

const AppTitle = () => <>{useTranslate()('app.title')}</>;

/**
 * Hash routes (react-admin's default router). requireAuth: signed out, every
 * route but #/login goes to the login page. '/' leads to the workplace.
 * Only the resources the staff member may open are declared, so any other route
 * is the not-found page before a screen mounts and asks the API anything
 * (authProvider.canAccess still guards the actions inside the screens).
 */
export const App = () => (
  <Admin
    title={<AppTitle />}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    layout={AppLayout}
    loginPage={LoginPage}
    dashboard={HomeRedirect}
    catchAll={NotFound}
    accessDenied={NotFound}
    notification={AppNotification}
    theme={theme}
    requireAuth
    disableTelemetry
  >
    <CustomRoutes>
      <Route path={WORKPLACE_PATH} element={<Workplace />} />
    </CustomRoutes>
    {(grant: Grant | null) => resources
      .filter((r) => canAccessRoute(grant, r.name))
      .map((r) => <Resource key={r.name} {...r} />)}
  </Admin>
);
