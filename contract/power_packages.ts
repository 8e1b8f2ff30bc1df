// Power-station packages: their on/off-sale workflow and every label a person
// reads about them. Prices are integer fen in the API; the panel edits yuan.
// Each field once (contract/fields.ts); record type: ./records/power_packages.ts.
import { BOOKKEEPING, defineContract, f } from './fields';

export type { PowerPackageRecord } from './records/power_packages';

export const POWER_PACKAGE_STATES = ['on_sale', 'off_sale'] as const;
export type PowerPackageState = (typeof POWER_PACKAGE_STATES)[number];

/** Fen, up to ¥1,000,000. */
const PRICE = { write: 'required', min: 1, max: 100_000_000, note: 'fen' } as const;
const NAME = { write: 'required', min: 1, max: 60, pattern: '\\S', search: true } as const;

export const POWER_PACKAGES = defineContract({
  resource: 'power_packages',
  states: POWER_PACKAGE_STATES,
  transitions: {
    on_sale: { from: ['off_sale'], to: 'on_sale' },
    off_sale: { from: ['on_sale'], to: 'off_sale' },
  },
  fields: {
    id: f.id(),
    nameZh: f.text(['名称（中文）', 'Name (Chinese)'], NAME),
    nameEn: f.text(['名称（英文）', 'Name (English)'], NAME),
    description: f.longText(['描述', 'Description'], { write: true, max: 500 }),
    priceCents: f.integer(['价格', 'Price'], { ...PRICE, sort: true }),
    originalPriceCents: f.integer(['原价', 'Original price'], PRICE),
    durationDays: f.integer(['时长（天）', 'Duration (days)'], { write: 'required', min: 1, max: 3650, sort: true }),
    sortOrder: f.integer(['排序', 'Sort order'], { write: true, min: -1000000, max: 1000000, note: 'ascending', sort: true }),
    status: f.state(['状态', 'Status'], POWER_PACKAGE_STATES, { filter: true }),
    orderCount: f.integer(['订单数', 'Orders'], { column: false, note: 'orders of the package; a package with orders cannot be deleted' }),
    ...BOOKKEEPING,
  },
  labels: {
    'zh-CN': {
      name: '电站套餐',
      filters: { q: '关键词' },
      states: { on_sale: '在售', off_sale: '已下架' },
      actions: { on_sale: '上架', off_sale: '下架' },
    },
    'en-US': {
      name: 'package',
      filters: { q: 'Keyword' },
      states: { on_sale: 'On sale', off_sale: 'Off sale' },
      actions: { on_sale: 'put on sale', off_sale: 'took off sale' },
      history: { on_sale: '%{actor} put the %{name} on sale', off_sale: '%{actor} took the %{name} off sale' },
      buttons: { on_sale: 'Put on sale', off_sale: 'Take off sale' },
    },
  },
});
