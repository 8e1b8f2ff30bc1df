// Staff accounts: the demo accounts admin (role '*') and user (the sample moderator) and three
// colleagues on the seeded roles (reviewer, finance, support; README lists
// them), so the access rules can be tried from the panel. The roles are
// written first, as server/seed/roles.ts has them now.
import type { Transaction } from 'kysely';
import type { ActionKey } from '../../contract/access/actionKeys';
import { hashPassword } from '../core/password';
import type { DB } from '../db/schema';
import { insertRows } from './batch';
import { daysAgo } from './rng';
import { AUDITOR, CONTENT_REVIEWER, FINANCE, ofResources, SEEDED_ROLES, SUPPORT, type SeededRole } from './roles';
import type { SeedStep } from './types';

export interface DemoStaff {
  username: string;
  password: string;
  name: string;
  role: string;
  /** seeded roles it carries */
  roles: SeededRole[];
  /** extra keys besides the roles' */
  modules: ActionKey[];
  disabled?: boolean;
  joinedDaysAgo: number;
  /** what the account can do, for the README's table (server/keys.ts); a role holder's is its role's description */
  about?: string;
}

// `user` keeps the keys its former modules gave (the workplace, guides, builds, feedback, live rooms) as extra keys
const USER_KEYS: ActionKey[] = [
  ...ofResources('guide_categories', 'articles', 'builds', 'feedback', 'live_rooms'),
  'dashboard.articles', 'dashboard.popular_articles', 'dashboard.builds', 'dashboard.popular_builds', 'dashboard.feedback',
  'dashboard.live_rooms',
];

export const DEMO_STAFF: DemoStaff[] = [
  { username: 'admin', password: 'admin', name: '管理员', role: '*', roles: [], modules: [], joinedDaysAgo: 400,
    about: 'everything, including staff accounts, roles and the API docs (`api_docs.read`)' },
  { username: 'user', password: 'user', name: '运营小王', role: 'user', roles: [], modules: USER_KEYS, joinedDaysAgo: 330,
    about: 'the workplace; guide categories and article review; builds; feedback; live rooms (extra keys, no role)' },
  { username: 'reviewer', password: 'reviewer', name: '内容审核·李娜', role: 'user', roles: [CONTENT_REVIEWER], modules: [], joinedDaysAgo: 280 },
  { username: 'finance', password: 'finance', name: '财务·陈静', role: 'user', roles: [FINANCE], modules: [], joinedDaysAgo: 250 },
  { username: 'support', password: 'support', name: '客服·赵磊', role: 'user', roles: [SUPPORT], modules: [], joinedDaysAgo: 200 },
  // disabled: how a former colleague's account looks; it cannot sign in
  { username: 'intern', password: 'intern123456', name: '实习生·周周', role: 'user', joinedDaysAgo: 60, disabled: true,
    roles: [AUDITOR], modules: [] },
];

/** The seeded roles as they are now (the migration added them as they were then); their ids by English name. */
async function writeRoles(trx: Transaction<DB>): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const r of SEEDED_ROLES) {
    const row = await trx.insertInto('roles')
      .values({ name_zh: r.nameZh, name_en: r.nameEn, description_zh: r.descriptionZh, description_en: r.descriptionEn, keys: [...r.keys] })
      .onConflict((oc) => oc.column('name_en').doUpdateSet({ name_zh: r.nameZh, description_zh: r.descriptionZh, description_en: r.descriptionEn, keys: [...r.keys] }))
      .returning('id').executeTakeFirstOrThrow();
    ids.set(r.nameEn, row.id);
  }
  return ids;
}

/** argon2 is deliberately slow: hash each distinct password once, in parallel. */
async function hashAll(passwords: string[]): Promise<Map<string, string>> {
  const distinct = [...new Set(passwords)];
  const hashes = await Promise.all(distinct.map((p) => hashPassword(p)));
  return new Map(distinct.map((p, i) => [p, hashes[i]]));
}

export const staffStep: SeedStep = {
  name: 'staff',
  async run({ trx, now }) {
    const roleIds = await writeRoles(trx);
    const hashes = await hashAll(DEMO_STAFF.map((s) => s.password));
    const rows = DEMO_STAFF.map((s) => {
      const joined = daysAgo(now, s.joinedDaysAgo);
      return {
        username: s.username,
        password_hash: hashes.get(s.password)!,
        name: s.name,
        role: s.role,
        role_ids: s.roles.map((r) => roleIds.get(r.nameEn)!),
        modules: s.modules,
        disabled: s.disabled ?? false,
        created_at: joined,
        updated_at: joined,
      };
    });
    const ids = await insertRows(trx, 'admins', rows);
    // the roles are counted nowhere: the migration added them already, this only brings them up to date
    return { admins: ids.length };
  },
};
