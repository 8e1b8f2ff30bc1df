// Partner bots: accounts whose API keys call the partner endpoints (/v3/…),
// and every label a person reads about them. Record type: ./records/bots.ts.
import type { ResourceContract } from './types';

export type { BotRecord, BotKey, BotNewKey } from './records/bots';

/** What a bot's keys may call (docs/domain.md "Resources"); a /v3 route names the one it needs. */
export const BOT_SCOPES = ['tooltip:read', 'exceptions:write', 'articles:read', 'builds:read'] as const;
export type BotScope = (typeof BOT_SCOPES)[number];

export const BOT_RATE = { min: 1, max: 100000, default: 60 } as const;

export const BOTS = {
  resource: 'bots',
  sensitive: { ownerContact: 'contact' },
  commands: { create_key: {}, revoke_key: {} },
  labels: {
    'zh-CN': {
      name: '合作方机器人',
      fields: {
        id: 'ID', name: '名称', ownerContact: '负责人联系方式', scopes: '权限范围', ratePerMinute: '每分钟调用上限',
        disabled: '已停用', keys: '密钥', activeKeys: '有效密钥数', lastUsedAt: '最近调用', createdAt: '创建时间',
        updatedAt: '更新时间', version: '版本',
      },
      filters: { q: '名称' },
      actions: { create_key: '创建密钥', revoke_key: '吊销密钥' },
      history: { create_key: '%{actor} 为%{name}创建了密钥', revoke_key: '%{actor} 吊销了%{name}的一个密钥' },
      buttons: { create_key: '创建密钥', revoke_key: '吊销' },
    },
    'en-US': {
      name: 'partner bot',
      fields: {
        id: 'ID', name: 'Name', ownerContact: 'Owner contact', scopes: 'Scopes', ratePerMinute: 'Calls per minute',
        disabled: 'Disabled', keys: 'Keys', activeKeys: 'Active keys', lastUsedAt: 'Last used', createdAt: 'Created',
        updatedAt: 'Updated', version: 'Version',
      },
      filters: { q: 'Name' },
      actions: { create_key: 'created a key for', revoke_key: 'revoked a key of' },
      history: { create_key: '%{actor} created a key for the %{name}', revoke_key: '%{actor} revoked a key of the %{name}' },
      buttons: { create_key: 'Create key', revoke_key: 'Revoke' },
    },
  },
} as const satisfies ResourceContract;
