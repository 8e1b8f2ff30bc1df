// Game versions and items as the API answers them; the panel imports only the types.
import { Type, type Static } from '@sinclair/typebox';
import { GAME_ITEMS, GAME_VERSIONS } from '../game_data';
import { DateTime, labelled } from './schema';

export const GameVersionSchema = Type.Object(labelled({
  id: Type.Integer(),
  name: Type.String({ description: 'e.g. 11.2.7' }),
  build: Type.Integer(),
  releasedAt: DateTime,
  isCurrent: Type.Boolean({ description: 'exactly one version is current (make_current)' }),
  itemCount: Type.Integer({ description: 'items of this version; a version with items cannot be deleted' }),
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Type.Integer(),
}, GAME_VERSIONS.labels['en-US'].fields));

export const GameItemSchema = Type.Object(labelled({
  id: Type.Integer(),
  type: Type.Integer({ description: '0 item, 1 spell, 2 mount, 3 battle pet' }),
  itemId: Type.Integer(),
  gameVersionId: Type.Integer(),
  gameVersionName: Type.String(),
  nameZh: Type.String(),
  nameEn: Type.String(),
  iconUrl: Type.String(),
  quality: Type.Integer({ description: '0 poor … 7 heirloom' }),
  itemLevel: Type.Integer(),
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Type.Integer(),
}, GAME_ITEMS.labels['en-US'].fields));

export type GameVersionRecord = Static<typeof GameVersionSchema>;
export type GameItemRecord = Static<typeof GameItemSchema>;
