// Kysely types of the game data module; keep in step with migrations/0011_game_data.sql.
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema';

export interface GameVersionsTable {
  id: Generated<number>;
  name: string;
  build: number;
  released_at: Timestamp;
  is_current: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface GameItemsTable {
  id: Generated<number>;
  type: number;
  item_id: number;
  game_version_id: number;
  name_zh: string;
  name_en: string;
  icon_url: Generated<string>;
  quality: Generated<number>;
  item_level: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

declare module '../../db/schema' {
  interface DB {
    game_versions: GameVersionsTable;
    game_items: GameItemsTable;
  }
}
