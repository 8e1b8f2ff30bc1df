// Game data: the game's versions and its item database (the tooltip's source),
// and every label a person reads about them. Record types: ./records/game_data.ts.
import { BOOKKEEPING, defineContract, f } from './fields';

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

/** digits and dots, e.g. 11.2.7 */
export const VERSION_NAME_PATTERN = '^\\d{1,3}(\\.\\d{1,3}){1,3}$';
export const NAME_MAX = 120;
export const ICON_URL_MAX = 500;
export const ITEM_LEVEL_MAX = 2000;
export const ITEM_ID_MAX = 2_147_483_647;

/** Both tables' bookkeeping; "Revision" in English, as "Version" names a game version here. */
const bookkeeping = { ...BOOKKEEPING, version: { ...BOOKKEEPING.version, label: ['版本', 'Revision'] as const } };

/** Each field once (contract/fields.ts); itemCount is a count the versions' query computes. */
export const GAME_VERSIONS = defineContract({
  resource: 'game_versions',
  fields: {
    id: f.id(),
    name: f.text(['版本号', 'Version'], {
      write: 'required', min: 1, max: 40, pattern: VERSION_NAME_PATTERN, note: 'digits and dots, e.g. 11.2.7', search: true, sort: true }),
    build: f.integer(['构建号', 'Build'], { write: 'required', min: 1, max: 10_000_000, sort: true }),
    releasedAt: f.dateTime(['发布时间', 'Released'], { write: 'required', sort: true }),
    isCurrent: f.boolean(['当前版本', 'Current'], { filter: true, history: true, note: 'exactly one version is current (make_current)' }),
    itemCount: f.integer(['物品数', 'Items'], { column: false, note: 'items of this version; a version with items cannot be deleted' }),
    ...bookkeeping,
  },
  commands: { make_current: {} },
  labels: {
    'zh-CN': {
      name: '游戏版本',
      filters: { q: '版本号' },
      actions: { make_current: '设为当前版本' },
      history: { make_current: '%{actor} 将%{name}设为当前版本' },
      buttons: { make_current: '设为当前' },
    },
    'en-US': {
      name: 'game version',
      filters: { q: 'Version' },
      actions: { make_current: 'made current' },
      history: { make_current: '%{actor} made the %{name} current' },
      buttons: { make_current: 'Make current' },
    },
  },
});

/** Each field once; the type and the quality are codes labelled in both languages (the list, the form, CSV, the tooltip). */
export const GAME_ITEMS = defineContract({
  resource: 'game_items',
  fields: {
    id: f.id(),
    type: f.integer(['类型', 'Type'], {
      write: 'required', min: 0, max: 3, note: '0 item, 1 spell, 2 mount, 3 battle pet',
      values: { 0: ['物品', 'Item'], 1: ['法术', 'Spell'], 2: ['坐骑', 'Mount'], 3: ['战斗宠物', 'Battle pet'] } }),
    itemId: f.integer(['物品 ID', 'Item ID'], { write: 'required', min: 1, max: ITEM_ID_MAX, sort: true }),
    gameVersionId: f.reference(['游戏版本', 'Game version'], { table: 'game_versions', label: 'name' }, { write: 'required', history: false }),
    gameVersionName: f.text(['版本号', 'Version'], { column: false, history: true }),
    nameZh: f.text(['名称（中文）', 'Name (Chinese)'], { write: 'required', min: 1, max: NAME_MAX }),
    nameEn: f.text(['名称（英文）', 'Name (English)'], { write: 'required', min: 1, max: NAME_MAX }),
    iconUrl: f.text(['图标地址', 'Icon URL'], { write: true, max: ICON_URL_MAX, pattern: '^(https?://\\S+)?$', note: 'http(s) URL or empty' }),
    quality: f.integer(['品质', 'Quality'], {
      write: true, min: 0, max: 7, sort: true, note: '0 poor … 7 heirloom; default 1',
      values: {
        0: ['粗糙', 'Poor'], 1: ['普通', 'Common'], 2: ['优秀', 'Uncommon'], 3: ['精良', 'Rare'],
        4: ['史诗', 'Epic'], 5: ['传说', 'Legendary'], 6: ['神器', 'Artifact'], 7: ['传家宝', 'Heirloom'],
      } }),
    itemLevel: f.integer(['物品等级', 'Item level'], { write: true, min: 0, max: ITEM_LEVEL_MAX, sort: true }),
    ...bookkeeping,
  },
  labels: {
    'zh-CN': { name: '物品', filters: { q: '名称', currentOnly: '仅当前版本' } },
    'en-US': { name: 'item', filters: { q: 'Name', currentOnly: 'Current version only' } },
  },
});
