import { LOGIN_PATH, WORKPLACE_PATH } from './paths';

interface LoginLocationState {
  nextPathname?: string;
  nextSearch?: string;
}

/** Where to go after login: the page that sent the user here (react-admin's logout state), else the workplace. */
export function afterLoginPath(state: unknown): string {
  const { nextPathname, nextSearch } = (state ?? {}) as LoginLocationState;
  if (!nextPathname || nextPathname === '/' || nextPathname === LOGIN_PATH) return WORKPLACE_PATH;
  return `${nextPathname}${nextSearch ?? ''}`;
}
