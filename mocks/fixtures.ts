// Staff accounts of the unit-test API (the demo accounts: README.md "Demo accounts").
import { effectiveModules, keysOfModules } from '../contract/access/actionKeys';
import type { UserInfo } from '../src/providers/session';

/**
 * /user/info `modules` of the demo 'user' as the API answers it: the spec's
 * module keys, then the action keys of its former modules (none that moves
 * money or reveals personal data), as server/seed/staff.ts gives it.
 */
const userModules = (): string[] =>
  effectiveModules(keysOfModules(['mdr.dashboard', 'mdr.wow.guide', 'mdr.wow.build', 'mdr.wow.feedback', 'mdr.wow.live']));

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
