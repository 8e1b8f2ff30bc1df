// The panel's side of the access rule: a react-admin resource name (the hash route
// without its leading slash) or a route path, checked against a staff member's grant.
import { canOpenRoute, findRoute, type Grant } from './modules';

const NO_GRANT: Grant = { role: '', modules: [] };

/**
 * A route of the module table follows canOpenRoute (so the workplace is always
 * open); anything outside the table is for role '*' only.
 */
export function canAccessRoute(grant: Grant | null, resourceOrPath: string): boolean {
  const path = resourceOrPath.startsWith('/') ? resourceOrPath : `/${resourceOrPath}`;
  const found = findRoute(path);
  if (!found) return (grant ?? NO_GRANT).role === '*';
  return canOpenRoute(grant ?? NO_GRANT, found.module.key, found.route);
}
