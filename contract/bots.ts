// Partner bots: accounts whose API keys call the partner endpoints (/v3/…),
// and every label a person reads about them. Record type: ./records/bots.ts.
import { BOOKKEEPING, defineContract, f } from './fields';

export type { BotRecord, BotKey, BotNewKey } from './records/bots';

/** What a bot's keys may call (docs/domain.md "Resources"); a /v3 route names the one it needs. */
export const BOT_SCOPES = ['tooltip:read', 'exceptions:write', 'articles:read', 'builds:read', 'reports:write', 'notices:read', 'appeals:write'] as const;
export type BotScope = (typeof BOT_SCOPES)[number];

/** Each field once (contract/fields.ts); the keys and their figures come from the bots' query. */
export const BOTS = defineContract({
  resource: 'bots',
  fields: {
    id: f.id(),
    name: f.text(['名称', 'Name'], { write: 'required', min: 1, max: 60, search: true, sort: true }),
    ownerContact: f.text(['负责人联系方式', 'Owner contact'], { write: true, max: 200, sensitive: 'contact' }),
    // a list of BOT_SCOPES (its schema: ./records/bots.ts)
    scopes: f.json(['权限范围', 'Scopes'], { write: 'required' }),
    ratePerMinute: f.integer(['每分钟调用上限', 'Calls per minute'], { write: true, min: 1, max: 100000, note: 'default 60' }),
    disabled: f.boolean(['已停用', 'Disabled'], { write: true, filter: true }),
    activeKeys: f.integer(['有效密钥数', 'Active keys'], { column: false, history: true }),
    lastUsedAt: f.dateTime(['最近调用', 'Last used'], { column: false, nullable: true }),
    ...BOOKKEEPING,
    keys: f.json(['密钥', 'Keys'], { column: false, recordOnly: true }),
  },
  commands: { create_key: {}, revoke_key: {} },
  labels: {
    'zh-CN': {
      name: '合作方机器人',
      filters: { q: '名称' },
      actions: { create_key: '创建密钥', revoke_key: '吊销密钥' },
      history: { create_key: '%{actor} 为%{name}创建了密钥', revoke_key: '%{actor} 吊销了%{name}的一个密钥' },
      buttons: { create_key: '创建密钥', revoke_key: '吊销' },
    },
    'en-US': {
      name: 'partner bot',
      filters: { q: 'Name' },
      actions: { create_key: 'created a key for', revoke_key: 'revoked a key of' },
      history: { create_key: '%{actor} created a key for the %{name}', revoke_key: '%{actor} revoked a key of the %{name}' },
      buttons: { create_key: 'Create key', revoke_key: 'Revoke' },
    },
  },
});
