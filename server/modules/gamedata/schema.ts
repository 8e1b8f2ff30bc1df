// Kysely types of the game data module, from the declarations (contract/game_data.ts) with the
// columns migrations/0011_game_data.sql gives a DEFAULT.
import type { GAME_ITEMS, GAME_VERSIONS } from '../../../contract/game_data';
import type { TableOf } from '../../db/declared-table';

export type GameVersionsTable = TableOf<typeof GAME_VERSIONS.fields, 'isCurrent' | 'version'>;
export type GameItemsTable = TableOf<typeof GAME_ITEMS.fields, 'iconUrl' | 'quality' | 'itemLevel' | 'version'>;

declare module '../../db/schema' {
  interface DB {
    game_versions: GameVersionsTable;
    game_items: GameItemsTable;
  }
}
