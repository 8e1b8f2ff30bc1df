// Staff accounts: the demo accounts of design §4 (admin, user) and three
// colleagues with narrower modules (reviewer, finance, support; README lists
// them), so the access rules can be tried from the panel.
import { hashPassword } from '../core/password';
import { insertRows } from './batch';
import { daysAgo } from './rng';
import type { SeedStep } from './types';

export interface DemoStaff {
  username: string;
  password: string;
  name: string;
  role: string;
  modules: string[];
  disabled?: boolean;
  joinedDaysAgo: number;
}

export const DEMO_STAFF: DemoStaff[] = [
  { username: 'admin', password: 'admin', name: '管理员', role: '*', modules: [], joinedDaysAgo: 400 },
  { username: 'user', password: 'user', name: '运营小王', role: 'user', joinedDaysAgo: 330,
    modules: ['mdr.dashboard', 'mdr.wow.guide', 'mdr.wow.build', 'mdr.wow.feedback', 'mdr.wow.live'] },
  { username: 'reviewer', password: 'reviewer', name: '内容审核·李娜', role: 'user', joinedDaysAgo: 280,
    modules: ['mdr.dashboard', 'mdr.wow.guide', 'mdr.wow.build', 'mdr.wow.author', 'mdr.author.check'] },
  { username: 'finance', password: 'finance', name: '财务·陈静', role: 'user', joinedDaysAgo: 250,
    modules: ['mdr.dashboard', 'mdr.orders', 'mdr.wow.author', 'mdr.supports', 'mdr.channel.promotion'] },
  { username: 'support', password: 'support', name: '客服·赵磊', role: 'user', joinedDaysAgo: 200,
    modules: ['mdr.dashboard', 'mdr.wow.feedback', 'mdr.wow.live', 'menu.exc', 'mdr.db', 'mdr.user.bot'] },
  // disabled: how a former colleague's account looks; it cannot sign in
  { username: 'intern', password: 'intern123456', name: '实习生·周周', role: 'user', joinedDaysAgo: 60, disabled: true,
    modules: ['mdr.dashboard', 'mdr.db'] },
];

/** argon2 is deliberately slow: hash each distinct password once, in parallel. */
async function hashAll(passwords: string[]): Promise<Map<string, string>> {
  const distinct = [...new Set(passwords)];
  const hashes = await Promise.all(distinct.map((p) => hashPassword(p)));
  return new Map(distinct.map((p, i) => [p, hashes[i]]));
}

export const staffStep: SeedStep = {
  name: 'staff',
  async run({ trx, now }) {
    const hashes = await hashAll(DEMO_STAFF.map((s) => s.password));
    const rows = DEMO_STAFF.map((s) => {
      const joined = daysAgo(now, s.joinedDaysAgo);
      return {
        username: s.username,
        password_hash: hashes.get(s.password)!,
        name: s.name,
        role: s.role,
        modules: s.modules,
        disabled: s.disabled ?? false,
        created_at: joined,
        updated_at: joined,
      };
    });
    const ids = await insertRows(trx, 'admins', rows);
    return { admins: ids.length };
  },
};
