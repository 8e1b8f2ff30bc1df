// Game versions and items as the API answers them: derived from their declarations (../game_data.ts).
import type { RecordOf } from '../fields';
import type { GAME_ITEMS, GAME_VERSIONS } from '../game_data';

export type GameVersionRecord = RecordOf<typeof GAME_VERSIONS.fields>;
export type GameItemRecord = RecordOf<typeof GAME_ITEMS.fields>;
