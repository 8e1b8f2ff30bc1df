import { useEffect, useRef, type ReactNode } from 'react';
import { useCheckAuth, useLocation, useRefresh } from 'react-admin';
import { MissingPage } from '../pages/NoAccess';
import { useAppSettings } from '../settings/settings';
import { useGrant } from './role';
import { serverMenuAllows } from './serverMenu';
import { useServerMenuLoader } from './useServerMenu';

/** Every navigation starts at the top of the page (docs/domain.md "Session and navigation"). */
function useScrollToTopOnNavigation(pathname: string) {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
}

/**
 * docs/domain.md "Session and navigation" on every navigation, custom pages included: without a token, to the
 * login page; with a token but no user info, it is fetched, and a failure
 * signs out to the login page with this route as the redirect.
 */
function useCheckAuthOnNavigation(pathname: string) {
  const checkAuth = useCheckAuth();
  useEffect(() => {
    checkAuth().catch(() => undefined); // react-admin has logged out and redirected
  }, [pathname, checkAuth]);
}

/**
 * react-admin caches permissions and canAccess answers: when the grant of a
 * loaded session changes (the debug mode's role switch), everything is asked
 * again. Loading the grant in the first place is not a change (react-admin's
 * own sign-in and auth checks take care of it).
 */
function useRefreshOnGrantChange() {
  const grant = useGrant();
  const refresh = useRefresh();
  const key = grant ? `${grant.role}|${grant.modules.join(',')}` : '';
  const seen = useRef(key);
  useEffect(() => {
    const before = seen.current;
    seen.current = key;
    if (before && key && before !== key) refresh();
  }, [key, refresh]);
}

/** The guard's effects, mounted once beside the signed-in layout. */
export const RouteEffects = () => {
  const { pathname } = useLocation();
  useScrollToTopOnNavigation(pathname);
  useCheckAuthOnNavigation(pathname);
  useRefreshOnGrantChange();
  useServerMenuLoader();
  return null;
};

/**
 * Wraps the page inside the layout. While the menu comes from the server (and
 * it loaded), a route it does not list says the page is not open to this member (docs/domain.md "Who may open what").
 */
export const ServerMenuGate = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  const [{ menuFromServer, serverMenu }] = useAppSettings();
  if (menuFromServer && serverMenu.length > 0 && !serverMenuAllows(serverMenu, pathname)) return <MissingPage denied />;
  return <>{children}</>;
};
