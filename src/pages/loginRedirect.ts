// Where the login page sends the user afterwards. The target travels in the
// login URL (#/login?redirect=<path and query, encoded>), so it survives a
// reload of the login page and the relogin dialog's page reload (docs/domain.md "Session and navigation").
import type { Grant } from '../../contract/access/modules';
import { LOGIN_PATH, WORKPLACE_PATH } from './paths';

export const REDIRECT_PARAM = 'redirect';

interface LoginLocationState {
  nextPathname?: string;
  nextSearch?: string;
}

/** The hash route the browser is on, with its query ('/wow_guide/article?page=2'). */
export const currentRoute = (): string => window.location.hash.replace(/^#/, '') || '/';

const pathnameOf = (target: string) => target.split('?')[0];

/** An in-app path worth returning to: not the login page or '/', never another origin. */
function usable(target: unknown): target is string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return false;
  const pathname = pathnameOf(target);
  return pathname !== '/' && pathname !== LOGIN_PATH && !target.includes('\\');
}

/**
 * The login page, remembering `target` to come back to. Already on the login
 * page, that page as it is: its redirect stays (react-admin may sign out twice).
 */
export function loginPathFor(target: string = currentRoute()): string {
  if (pathnameOf(target) === LOGIN_PATH) return target;
  return usable(target) ? `${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(target)}` : LOGIN_PATH;
}

/** The target named by the login URL, else by react-admin's router state (its own logout paths). */
export function redirectTarget(search: string, state: unknown): string | undefined {
  const fromQuery = new URLSearchParams(search).get(REDIRECT_PARAM);
  if (usable(fromQuery)) return fromQuery;
  const { nextPathname, nextSearch } = (state ?? {}) as LoginLocationState;
  const fromState = nextPathname ? `${nextPathname}${nextSearch ?? ''}` : undefined;
  return usable(fromState) ? fromState : undefined;
}

/**
 * The target when this staff member may open it, else the workplace. The access rule (and the module
 * table under it) loads here, after the sign-in: the login page does not download it.
 */
export async function afterLoginPath(target: string | undefined, grant: Grant | null): Promise<string> {
  if (!target || !usable(target)) return WORKPLACE_PATH;
  const { canOpenLocation } = await import('../access/canAccess');
  return canOpenLocation(grant, pathnameOf(target)) ? target : WORKPLACE_PATH;
}
