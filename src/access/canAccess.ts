// The panel's side of the access rule: a react-admin resource name (the hash route
// without its leading slash) or a route path, checked against a staff member's grant.
import { isAtOrBelow } from '../pages/paths';
import { canOpenRoute, findRoute, MODULES, type Grant } from '../../contract/access/modules';

const NO_GRANT: Grant = { role: '', modules: [] };

const withSlash = (resourceOrPath: string) => (resourceOrPath.startsWith('/') ? resourceOrPath : `/${resourceOrPath}`);

/**
 * A route of the module table follows canOpenRoute (so the workplace is always
 * open), and so does a resource below one (a module's second resource,
 * 'db/dbs/versions' under '/db/dbs'); anything else is for role '*' only.
 */
export function canAccessRoute(grant: Grant | null, resourceOrPath: string): boolean {
  const found = findRoute(withSlash(resourceOrPath)) ?? findRoute(moduleRouteOf(resourceOrPath) ?? '');
  if (!found) return (grant ?? NO_GRANT).role === '*';
  return canOpenRoute(grant ?? NO_GRANT, found.module.key, found.route);
}

/** The module-table route a location is on: '/wow_guide/article/5/show' → '/wow_guide/article'. */
export function moduleRouteOf(pathname: string): string | undefined {
  const path = withSlash(pathname);
  for (const module of MODULES) {
    const route = module.children.find((c) => isAtOrBelow(path, c.path));
    if (route) return route.path;
  }
  return undefined;
}

/**
 * Whether a location may be opened: module pages by the access rule, any other
 * page is the router's business (it is open, or the not-found page).
 */
export function canOpenLocation(grant: Grant | null, pathname: string): boolean {
  const route = moduleRouteOf(pathname);
  return route === undefined || canAccessRoute(grant, route);
}
