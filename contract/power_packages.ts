// Power-station packages: their on/off-sale workflow and every label a person
// reads about them. Prices are integer fen in the API; the panel edits yuan.
// Record type: ./records/power_packages.ts.
import type { ResourceContract } from './types';

export type { PowerPackageRecord } from './records/power_packages';

export const POWER_PACKAGE_STATES = ['on_sale', 'off_sale'] as const;
export type PowerPackageState = (typeof POWER_PACKAGE_STATES)[number];

export const POWER_PACKAGES = {
  resource: 'power_packages',
  states: POWER_PACKAGE_STATES,
  transitions: {
    on_sale: { from: ['off_sale'], to: 'on_sale' },
    off_sale: { from: ['on_sale'], to: 'off_sale' },
  },
  labels: {
    'zh-CN': {
      name: '电站套餐',
      fields: {
        id: 'ID',
        nameZh: '名称（中文）',
        nameEn: '名称（英文）',
        description: '描述',
        priceCents: '价格',
        originalPriceCents: '原价',
        durationDays: '时长（天）',
        sortOrder: '排序',
        status: '状态',
        orderCount: '订单数',
        createdAt: '创建时间',
        updatedAt: '更新时间',
        version: '版本',
      },
      filters: { q: '关键词' },
      states: { on_sale: '在售', off_sale: '已下架' },
      actions: { on_sale: '上架', off_sale: '下架' },
    },
    'en-US': {
      name: 'package',
      fields: {
        id: 'ID',
        nameZh: 'Name (Chinese)',
        nameEn: 'Name (English)',
        description: 'Description',
        priceCents: 'Price',
        originalPriceCents: 'Original price',
        durationDays: 'Duration (days)',
        sortOrder: 'Sort order',
        status: 'Status',
        orderCount: 'Orders',
        createdAt: 'Created',
        updatedAt: 'Updated',
        version: 'Version',
      },
      filters: { q: 'Keyword' },
      states: { on_sale: 'On sale', off_sale: 'Off sale' },
      actions: { on_sale: 'put on sale', off_sale: 'took off sale' },
      history: { on_sale: '%{actor} put the %{name} on sale', off_sale: '%{actor} took the %{name} off sale' },
      buttons: { on_sale: 'Put on sale', off_sale: 'Take off sale' },
    },
  },
} as const satisfies ResourceContract;
