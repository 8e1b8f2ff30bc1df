// Game data: the game's versions and its item database (the tooltip's source),
// and every label a person reads about them. Record types: ./records/game_data.ts.
import type { ResourceContract } from './types';

export type { GameItemRecord, GameVersionRecord } from './records/game_data';

/** An item's kind (the tooltip's `type`; 0 when a caller sends none). */
export const GAME_ITEM_TYPES = [0, 1, 2, 3] as const;
/** WoW's item quality, 0 poor … 7 heirloom. */
export const GAME_ITEM_QUALITIES = [0, 1, 2, 3, 4, 5, 6, 7] as const;
/** WoW's colour of each quality (the list and the tooltip's name). */
export const QUALITY_COLOURS = ['#9d9d9d', '#8a8a8a', '#1eff00', '#0070dd', '#a335ee', '#ff8000', '#e6cc80', '#00ccff'] as const;

/** The CSV import's columns (header row, any order); the first five are required. */
export const ITEM_CSV_COLUMNS = ['type', 'item_id', 'game_version', 'name_zh', 'name_en', 'icon_url', 'quality', 'item_level'] as const;
export const ITEM_CSV_REQUIRED = ['type', 'item_id', 'game_version', 'name_zh', 'name_en'] as const;

/** What the items CSV check and import answer (the panel shows it as is). */
export interface ImportReport {
  /** data rows in the file */
  rows: number;
  new: number;
  changed: number;
  unchanged: number;
  invalid: number;
  /** the first 500 invalid rows */
  errors: { line: number; reason: string }[];
  committed: boolean;
}

/** The batch form of the tooltip takes at most this many items. */
export const TOOLTIP_BATCH_MAX = 100;

const TYPES_ZH = { 0: '物品', 1: '法术', 2: '坐骑', 3: '战斗宠物' };
const TYPES_EN = { 0: 'Item', 1: 'Spell', 2: 'Mount', 3: 'Battle pet' };
const QUALITY_ZH = { 0: '粗糙', 1: '普通', 2: '优秀', 3: '精良', 4: '史诗', 5: '传说', 6: '神器', 7: '传家宝' };
const QUALITY_EN = { 0: 'Poor', 1: 'Common', 2: 'Uncommon', 3: 'Rare', 4: 'Epic', 5: 'Legendary', 6: 'Artifact', 7: 'Heirloom' };
export const GAME_DATA_LABELS = {
  'zh-CN': { types: TYPES_ZH, qualities: QUALITY_ZH },
  'en-US': { types: TYPES_EN, qualities: QUALITY_EN },
} as const;

export const GAME_VERSIONS = {
  resource: 'game_versions',
  commands: { make_current: {} },
  labels: {
    'zh-CN': {
      name: '游戏版本',
      fields: {
        id: 'ID', name: '版本号', build: '构建号', releasedAt: '发布时间', isCurrent: '当前版本', itemCount: '物品数',
        createdAt: '创建时间', updatedAt: '更新时间', version: '版本',
      },
      filters: { q: '版本号' },
      actions: { make_current: '设为当前版本' },
      history: { make_current: '%{actor} 将%{name}设为当前版本' },
      buttons: { make_current: '设为当前' },
    },
    'en-US': {
      name: 'game version',
      fields: {
        id: 'ID', name: 'Version', build: 'Build', releasedAt: 'Released', isCurrent: 'Current', itemCount: 'Items',
        createdAt: 'Created', updatedAt: 'Updated', version: 'Revision',
      },
      filters: { q: 'Version' },
      actions: { make_current: 'made current' },
      history: { make_current: '%{actor} made the %{name} current' },
      buttons: { make_current: 'Make current' },
    },
  },
} as const satisfies ResourceContract;

export const GAME_ITEMS = {
  resource: 'game_items',
  labels: {
    'zh-CN': {
      name: '物品',
      fields: {
        id: 'ID', type: '类型', itemId: '物品 ID', gameVersionId: '游戏版本', gameVersionName: '版本号', nameZh: '名称（中文）',
        nameEn: '名称（英文）', iconUrl: '图标地址', quality: '品质', itemLevel: '物品等级',
        createdAt: '创建时间', updatedAt: '更新时间', version: '版本',
      },
      filters: { q: '名称', currentOnly: '仅当前版本' },
    },
    'en-US': {
      name: 'item',
      fields: {
        id: 'ID', type: 'Type', itemId: 'Item ID', gameVersionId: 'Game version', gameVersionName: 'Version', nameZh: 'Name (Chinese)',
        nameEn: 'Name (English)', iconUrl: 'Icon URL', quality: 'Quality', itemLevel: 'Item level',
        createdAt: 'Created', updatedAt: 'Updated', version: 'Revision',
      },
      filters: { q: 'Name', currentOnly: 'Current version only' },
    },
  },
} as const satisfies ResourceContract;
