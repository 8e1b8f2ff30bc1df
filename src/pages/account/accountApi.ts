// My account calls (docs/api.md "My account"), through the one HTTP client.
import { post } from '../../http/api';

export const ACCOUNT_PATH = '/account';

export interface AccountInfo { twoFactor: boolean; twoFactorRequired: boolean; mustChangePassword: boolean }
export interface OwnSession {
  id: number; ip: string; userAgent: string; device: string | null; browser: string | null; os: string | null;
  method: string; createdAt: string; lastSeenAt: string; current: boolean;
}

export const accountApi = {
  info: () => post<AccountInfo>('/user/info'),
  changePassword: (current: string, password: string) => post<null>('/user/change_password', { current, password }),
  sessions: () => post<OwnSession[]>('/user/sessions'),
  revokeSession: (id: number) => post<null>('/user/revoke_session', { id }),
  setupTwoFactor: () => post<{ secret: string; uri: string }>('/user/2fa_setup'),
  enableTwoFactor: (code: string) => post<{ recoveryCodes: string[] }>('/user/2fa_enable', { code }),
  disableTwoFactor: (code: string) => post<null>('/user/2fa_disable', { code }),
};
