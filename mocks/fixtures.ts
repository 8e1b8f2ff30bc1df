// Staff accounts of the unit-test API (design §4's demo accounts).
import type { UserInfo } from '../src/providers/session';

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
    role: 'user', modules: ['mdr.dashboard', 'mdr.wow.guide', 'mdr.wow.build', 'mdr.wow.feedback', 'mdr.wow.live'], lists: [],
  },
};

export const STAFF = [ADMIN, USER];
