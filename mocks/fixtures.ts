// Staff accounts of the unit-test API (design §4's demo accounts).
import { ACTION_KEYS } from '../src/access/keys.generated';
import type { UserInfo } from '../src/providers/session';

const USER_MODULES = ['mdr.wow.guide', 'mdr.wow.build', 'mdr.wow.feedback', 'mdr.wow.live'];
const USER_CARDS = ['articles', 'popular_articles', 'builds', 'popular_builds', 'feedback', 'live_rooms'];

/**
 * /user/info `modules` of the demo 'user' as the API answers it: the spec's
 * module keys, then every action key held — its modules' keys but the money
 * and sensitive ones, and the workplace cards of those modules.
 */
const userModules = (): string[] => [
  'mdr.dashboard', ...USER_MODULES,
  ...USER_CARDS.map((card) => `dashboard.${card}`),
  ...ACTION_KEYS.filter((k) => USER_MODULES.includes(k.module) && !('mark' in k)).map((k) => k.key),
];

export interface StaffFixture {
  username: string;
  password: string;
  token: string;
  info: UserInfo;
}

export const ADMIN: StaffFixture = {
  username: 'admin',
  password: 'admin',
  token: 'token-admin',
  info: {
    accountId: 1, name: 'Admin', avatar: '', registrationTime: '2024-01-01T00:00:00.000Z',
    role: '*', modules: [], lists: [],
  },
};

export const USER: StaffFixture = {
  username: 'user',
  password: 'user',
  token: 'token-user',
  info: {
    accountId: 2, name: 'Moderator', avatar: '', registrationTime: '2024-02-01T00:00:00.000Z',
    role: 'user', modules: userModules(), lists: [],
  },
};

export const STAFF = [ADMIN, USER];
