// The two demo accounts of the sample API (admin / admin, user / user) and their
// current-user records (docs/panel.md "Debug mode": GET /api/user/info).
import type { Bilingual } from '../lang';
import type { SampleRole } from '../role';

export interface SampleAccount {
  username: string;
  password: string;
  /** the role sign-in stores (one account of each role) */
  role: SampleRole;
  token: string;
  profile: Bilingual<SampleProfile>;
}

/** /api/user/info without `role`, which comes from the local role switch. */
export interface SampleProfile {
  name: string;
  avatar: string;
  email: string;
  job: string;
  jobName: string;
  organization: string;
  organizationName: string;
  location: string;
  locationName: string;
  introduction: string;
  personalWebsite: string;
  phone: string;
  registrationDate: string;
  accountId: string;
  certification: number;
}

export type SampleUser = SampleProfile & { role: SampleRole };

const shared = { avatar: '', personalWebsite: 'https://example.com', certification: 1 };

export const SAMPLE_ACCOUNTS: SampleAccount[] = [
  {
    username: 'admin', password: 'admin', role: 'admin', token: 'sample-token-admin',
    profile: {
      'zh-CN': {
        ...shared, name: '林默', email: 'linmo@example.com', job: 'lead', jobName: '审核组长',
        organization: 'content', organizationName: '内容运营部', location: 'shanghai', locationName: '上海',
        introduction: '守护社区的内容质量', phone: '******', registrationDate: '2023-05-10 12:10:00', accountId: '10001',
      },
      'en-US': {
        ...shared, name: 'Lin Mo', email: 'linmo@example.com', job: 'lead', jobName: 'Review lead',
        organization: 'content', organizationName: 'Content Operations', location: 'shanghai', locationName: 'Shanghai',
        introduction: "Keeps the community's content clean", phone: '******', registrationDate: '2023-05-10 12:10:00', accountId: '10001',
      },
    },
  },
  {
    username: 'user', password: 'user', role: 'user', token: 'sample-token-user',
    profile: {
      'zh-CN': {
        ...shared, name: '周小满', email: 'xiaoman@example.com', job: 'moderator', jobName: '内容审核员',
        organization: 'content', organizationName: '内容运营部', location: 'chengdu', locationName: '成都',
        introduction: '每天审核攻略与配装', phone: '******', registrationDate: '2024-02-01 09:30:00', accountId: '10002',
      },
      'en-US': {
        ...shared, name: 'Zhou Xiaoman', email: 'xiaoman@example.com', job: 'moderator', jobName: 'Content moderator',
        organization: 'content', organizationName: 'Content Operations', location: 'chengdu', locationName: 'Chengdu',
        introduction: 'Reviews guides and builds every day', phone: '******', registrationDate: '2024-02-01 09:30:00', accountId: '10002',
      },
    },
  },
];

export const accountByToken = (token: string | null): SampleAccount | undefined =>
  (token ? SAMPLE_ACCOUNTS.find((a) => a.token === token) : undefined);

export const accountByLogin = (username: string, password: string): SampleAccount | undefined =>
  SAMPLE_ACCOUNTS.find((a) => a.username === username && a.password === password);
