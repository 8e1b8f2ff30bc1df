// Demo partner bots (no keys: a key's secret is shown only to whoever creates it).
import type { SeedStep } from '../../seed/types';

const BOTS = [
  { name: '艾泽拉斯助手 App', owner_contact: 'dev@azeroth-helper.cn', scopes: ['tooltip:read', 'articles:read'], rate_per_minute: 600 },
  { name: 'WoW Discord bot', owner_contact: 'ops@raidbot.gg', scopes: ['tooltip:read', 'builds:read'], rate_per_minute: 120 },
  { name: '客户端崩溃上报', owner_contact: '客户端组 张工', scopes: ['exceptions:write'], rate_per_minute: 3000 },
  { name: 'Old wiki mirror', owner_contact: 'wiki@example.org', scopes: ['articles:read'], rate_per_minute: 30, disabled: true },
];

export const botsStep: SeedStep = {
  name: 'bots',
  async run({ trx, now }) {
    const rows = BOTS.map((b) => ({ ...b, created_at: now, updated_at: now }));
    await trx.insertInto('bots').values(rows).execute();
    return { bots: rows.length };
  },
};
