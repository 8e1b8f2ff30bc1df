// The signed-in staff member: token (src/http/storage) plus the /user/info
// answer, kept in localStorage so a reload keeps the session (docs/domain.md "Session and navigation"). Also a
// tiny store: components that show or hide things by role subscribe to it, so a
// role change (sign-in, or the debug mode's local switch) re-renders them.
import { useSyncExternalStore } from 'react';
import type { Grant } from '../../contract/access/modules';
import { clearToken, setToken, TOKEN_KEY } from '../http/storage';
import { getSettings, updateSettings } from '../settings/settings';

export const USER_INFO_KEY = 'user-info';

/** data of /user/info (docs/api.md, "Session calls") */
export interface UserInfo {
  accountId: number | string;
  name: string;
  avatar: string;
  registrationTime?: string;
  role: string;
  /** the names of the member's roles (older stored answers lack them) */
  roleNames?: { zh: string; en: string }[];
  modules: string[];
  lists?: unknown[];
  /** the session previews this role or member, read-only (docs/preview.md): role and modules are theirs */
  preview?: { kind: 'role' | 'member'; id: number; name: Record<'zh-CN' | 'en-US', string> };
}

const isUserInfo = (value: unknown): value is UserInfo => {
  const info = value as UserInfo | null;
  return typeof info === 'object' && info !== null && typeof info.role === 'string'
    && Array.isArray(info.modules) && info.accountId !== undefined;
};

function parse(raw: string | null): UserInfo | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isUserInfo(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

// Parsed once per stored value: the same object comes back until storage
// changes, as useSyncExternalStore needs, and storage stays the only truth.
let snapshot: { raw: string | null; info: UserInfo | null } = { raw: null, info: null };

export function getUserInfo(): UserInfo | null {
  const raw = localStorage.getItem(USER_INFO_KEY);
  if (raw !== snapshot.raw) snapshot = { raw, info: parse(raw) };
  return snapshot.info;
}

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Another tab signing in or out changes this one too. */
const onStorage = (event: StorageEvent) => {
  if (event.key === null || event.key === USER_INFO_KEY || event.key === TOKEN_KEY) emit();
};

export function subscribeSession(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

export function setUserInfo(info: UserInfo): void {
  localStorage.setItem(USER_INFO_KEY, JSON.stringify(info));
  emit();
}

export const grantOf = (info: UserInfo): Grant => ({ role: info.role, modules: info.modules });

/** The user info, re-rendering on every change. */
export const useUserInfo = (): UserInfo | null => useSyncExternalStore(subscribeSession, getUserInfo, getUserInfo);

/**
 * Forget the session on this browser: token, user info and the server menu
 * (docs/domain.md "Session and navigation"), which belongs to the staff member who fetched it.
 */
export function clearSession(): void {
  clearToken();
  localStorage.removeItem(USER_INFO_KEY);
  if (getSettings().serverMenu.length > 0) updateSettings({ serverMenu: [] });
  emit();
}

/** A new token replaces whatever session this browser had. */
export function startSession(token: string): void {
  clearSession();
  setToken(token);
}
