// Password and QR login, session check and access decisions (docs/domain.md "Session and navigation", docs/domain.md "Who may open what").
import type { AuthProvider } from 'react-admin';
import type { Grant } from '../../contract/access/modules';
import { ApiCode, isApiError } from '../http/ApiError';
import { post } from '../http/api';
import { getToken } from '../http/storage';
import { afterLoginPath, loginPathFor } from '../pages/loginRedirect';
import { clearSession, getUserInfo, grantOf, setUserInfo, startSession, type UserInfo } from './session';

/**
 * A password sign-in, or the token a confirmed QR sign-in handed out.
 * `redirect`: where the user was going (the login URL's redirect).
 */
export type LoginParams = ({ username: string; password: string; code?: string } | { token: string }) & { redirect?: string };

// Sign-in calls and the guard's user info answer -3 for the caller to handle
// (login page, redirect to login): not a reason for the relogin dialog.
const QUIET = { relogin: false };

// react-admin asks checkAuth, getPermissions and canAccess at the same moment:
// they share one /user/info call.
let loading: Promise<UserInfo> | null = null;

function loadUserInfo(): Promise<UserInfo> {
  loading ??= post<UserInfo>('/user/info', {}, QUIET)
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
const currentGrant = async (): Promise<Grant | null> => (getToken() ? grantOf(await currentUser()) : null);

async function tokenOf(params: LoginParams): Promise<string> {
  if ('token' in params) return params.token;
  const { username, password } = params;
  return (await post<{ token: string }>('/api/user/login', { username, password, ...(params.code ? { code: params.code } : {}) }, QUIET)).token;
}

/**
 * What react-admin needs to send the user to the login page and back here
 * afterwards: redirectTo (react-admin navigates there) and the message to show,
 * false for none.
 */
const signInRequired = (message: string | false) => ({ message, redirectTo: loginPathFor() });

// Several checks share one failing /user/info call (react-admin's and the route
// guard's): only the first of them reports the failure, so it is shown once.
const reported = new WeakSet<object>();

function reportOnce(error: unknown): string | false {
  if (!(error instanceof Error) || reported.has(error)) return false;
  reported.add(error);
  return error.message;
}

// the access rule, imported once (react-admin asks canAccess for every menu entry and button)
let rule: Promise<typeof import('../access/actionAccess')> | undefined;
const accessRule = () => (rule ??= import('../access/actionAccess'));

export const authProvider: AuthProvider = {
  /** Resolves to { redirectTo }: the page the user was going to, if they may open it, else the workplace. */
  async login(params: LoginParams) {
    try {
      startSession(await tokenOf(params));
      const info = await loadUserInfo();
      return { redirectTo: await afterLoginPath(params.redirect, grantOf(info)) };
    } catch (error) {
      clearSession(); // a failed login leaves no token behind (docs/domain.md "Errors")
      throw error;
    }
  },

  /** Resolves to the login page, remembering the current route for after the next sign-in. */
  async logout() {
    // Revoke the token server-side; a token that is already dead changes nothing.
    if (getToken()) await post('/user/logout', {}, QUIET).catch(() => undefined);
    clearSession();
    return loginPathFor();
  },

  // Signed out: silently to the login page. The user info failing to load
  // (docs/domain.md "Session and navigation"): the session is over, with the API's message.
  async checkAuth() {
    if (!getToken()) throw signInRequired(false);
    try {
      await currentUser();
    } catch (error) {
      clearSession();
      throw signInRequired(reportOnce(error));
    }
  },

  // -3 does not sign anyone out here: the client announces it and the relogin
  // dialog asks the user (docs/domain.md "Errors"). Every other failure is the screen's to show.
  async checkError() {},

  async getIdentity() {
    const info = await currentUser();
    return { id: info.accountId, fullName: info.name, avatar: info.avatar || undefined };
  },

  async getPermissions() {
    return currentGrant();
  },

  // From the cached user info: no call unless a reload lost it. The route by its
  // module keys, the action by its action key (src/access/actionAccess.ts, loaded
  // on the first check: the module table is not the login page's to download).
  async canAccess({ resource, action }) {
    const [{ canDo }, grant] = await Promise.all([accessRule(), currentGrant()]);
    return canDo(grant, resource, action);
  },
};

/**
 * The login page's check for a session already open on this browser: the token
 * is asked about with /user/check (quietly: no toast, no dialog). A dead token
 * is forgotten; the grant comes back for a live one, null otherwise.
 */
export async function resumeSession(): Promise<Grant | null> {
  if (!getToken()) return null;
  try {
    await post('/user/check', {}, QUIET);
    return grantOf(await currentUser());
  } catch (error) {
    if (isApiError(error) && error.code === ApiCode.relogin) clearSession();
    return null;
  }
}
