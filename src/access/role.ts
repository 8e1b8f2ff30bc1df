// The staff member's role and grant as React state, for what is shown or hidden
// by role (<Permission>, the side menu). They follow the stored user info.
import { useMemo } from 'react';
import { getUserInfo, grantOf, setUserInfo, useUserInfo } from '../providers/session';
import type { Grant } from '../../contract/access/modules';

/** The signed-in staff member's role; null when signed out. Re-renders on change. */
export const useRole = (): string | null => useUserInfo()?.role ?? null;

/** role + modules; null when signed out. Re-renders on change. */
export function useGrant(): Grant | null {
  const info = useUserInfo();
  return useMemo(() => (info ? grantOf(info) : null), [info]);
}

/**
 * Changes the role on this browser only (the debug mode's role switch, docs/panel.md):
 * no call is made and the API keeps deciding by the real role. Everything that
 * reads the role (<Permission>, the menu, routes) follows at once; it lasts
 * until the user info is fetched again (next sign-in). No-op when signed out.
 */
export function setLocalRole(role: string): void {
  const info = getUserInfo();
  if (info && info.role !== role) setUserInfo({ ...info, role });
}
