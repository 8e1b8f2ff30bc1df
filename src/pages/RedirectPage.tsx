import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-admin';
import { REDIRECT_PREFIX, WORKPLACE_PATH } from './paths';

/** '/redirect/%2Fwow_guide%2Farticle%3Fpage%3D2' (or unencoded, query outside) → '/wow_guide/article?page=2'. */
export function redirectTargetOf(pathname: string, search: string): string {
  const rest = pathname.slice(REDIRECT_PREFIX.length).replace(/^\/+/, '');
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    decoded = rest;
  }
  const target = `/${decoded.replace(/^\/+/, '')}${search}`;
  // Only ever a page of this panel.
  return target === '/' || target.startsWith(REDIRECT_PREFIX) ? WORKPLACE_PATH : target;
}

/**
 * The hidden helper route /redirect/<path> (docs/domain.md "Modules"): it stands in for a page for one render, then
 * goes back to it, so the page mounts afresh (a reload in place). Both steps
 * replace the history entry: Back still goes where it went before.
 */
export const RedirectPage = () => {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(redirectTargetOf(pathname, search), { replace: true });
  }, [navigate, pathname, search]);
  return null;
};

/** The helper route that reloads `target` (a path with its query) in place. */
export const redirectPathFor = (target: string): string => `${REDIRECT_PREFIX}/${encodeURIComponent(target)}`;
