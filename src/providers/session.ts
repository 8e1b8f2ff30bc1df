// The signed-in staff member: token (src/http/storage) plus the /user/info
// answer, kept in localStorage so a reload keeps the session (spec §4).
import type { Grant } from '../access/modules';
import { clearToken } from '../http/storage';

export const USER_INFO_KEY = 'user-info';

/** data of /user/info (docs/api.md, "Session calls") */
export interface UserInfo {
  accountId: number | string;
  name: string;
  avatar: string;
  registrationTime?: string;
  role: string;
  modules: string[];
  lists?: unknown[];
}

const isUserInfo = (value: unknown): value is UserInfo => {
  const info = value as UserInfo | null;
  return typeof info === 'object' && info !== null && typeof info.role === 'string'
    && Array.isArray(info.modules) && info.accountId !== undefined;
};

export function getUserInfo(): UserInfo | null {
  const raw = localStorage.getItem(USER_INFO_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isUserInfo(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function setUserInfo(info: UserInfo): void {
  localStorage.setItem(USER_INFO_KEY, JSON.stringify(info));
}

export const grantOf = (info: UserInfo): Grant => ({ role: info.role, modules: info.modules });

/** Forget the session on this browser (token and user info together). */
export function clearSession(): void {
  clearToken();
  localStorage.removeItem(USER_INFO_KEY);
}
