// Password login, session check and access decisions (spec §4, §6; design §2).
import type { AuthProvider } from 'react-admin';
import { canAccessRoute } from '../access/canAccess';
import { ApiCode } from '../http/ApiError';
import { post } from '../http/client';
import { getToken, setToken } from '../http/storage';
import { errorCode } from './httpError';
import { clearSession, getUserInfo, grantOf, setUserInfo, type UserInfo } from './session';

export interface LoginParams {
  username: string;
  password: string;
}

// react-admin asks checkAuth, getPermissions and canAccess at the same moment:
// they share one /user/info call.
let loading: Promise<UserInfo> | null = null;

function loadUserInfo(): Promise<UserInfo> {
  loading ??= post<UserInfo>('/user/info')
    .then((info) => {
      setUserInfo(info);
      return info;
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** The cached user info, fetched once when a token exists but nothing is cached. */
const currentUser = async (): Promise<UserInfo> => getUserInfo() ?? loadUserInfo();

/** The staff member's grant; null when signed out. */
const currentGrant = async () => (getToken() ? grantOf(await currentUser()) : null);

/** The API says this session is over (-3), or the HTTP layer does (401). */
function endsSession(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 401 || errorCode(error) === ApiCode.relogin;
}

export const authProvider: AuthProvider = {
  async login({ username, password }: LoginParams) {
    try {
      const { token } = await post<{ token: string }>('/api/user/login', { username, password });
      setToken(token);
      await loadUserInfo();
    } catch (error) {
      clearSession();
      throw error;
    }
  },

  async logout() {
    // Revoke the token server-side; a token that is already dead changes nothing.
    if (getToken()) await post('/user/logout').catch(() => undefined);
    clearSession();
  },

  async checkAuth() {
    if (!getToken()) throw new Error('ra.auth.auth_check_error');
    try {
      await currentUser();
    } catch (error) {
      clearSession();
      throw error;
    }
  },

  async checkError(error) {
    if (!endsSession(error)) return;
    // react-admin notifies this message, then calls logout() (which clears the session).
    const message = (error as { message?: unknown } | null)?.message;
    throw new Error(typeof message === 'string' && message ? message : 'ra.notification.logged_out');
  },

  async getIdentity() {
    const info = await currentUser();
    return { id: info.accountId, fullName: info.name, avatar: info.avatar || undefined };
  },

  async getPermissions() {
    return currentGrant();
  },

  // From the cached user info: no call unless a reload lost it.
  async canAccess({ resource }) {
    return canAccessRoute(await currentGrant(), resource);
  },
};
