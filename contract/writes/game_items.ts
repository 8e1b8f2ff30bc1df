// The data the API accepts in create and update (all optional in update), as TypeBox:
// the server validates with it (and the CSV import with its limits), the panel's forms
// take their limits and writable fields from it (src/resources/shared/schemaFields.ts).
import { Type } from '@sinclair/typebox';
import { GAME_ITEMS } from '../game_data';
import { Id, labelled } from '../records/schema';

export const NAME_MAX = 120;
export const ICON_URL_MAX = 500;
export const ITEM_LEVEL_MAX = 2000;
export const ITEM_ID_MAX = 2_147_483_647;

const fields = GAME_ITEMS.labels['en-US'].fields;
export const ItemWriteSchema = Type.Object(labelled({
  type: Type.Integer({ minimum: 0, maximum: 3, description: '0 item, 1 spell, 2 mount, 3 battle pet' }),
  itemId: Type.Integer({ minimum: 1, maximum: ITEM_ID_MAX }),
  gameVersionId: Id,
  nameZh: Type.String({ minLength: 1, maxLength: NAME_MAX }),
  nameEn: Type.String({ minLength: 1, maxLength: NAME_MAX }),
  iconUrl: Type.Optional(Type.String({ maxLength: ICON_URL_MAX, pattern: '^(https?://\\S+)?$', description: 'http(s) URL or empty' })),
  quality: Type.Optional(Type.Integer({ minimum: 0, maximum: 7, description: '0 poor … 7 heirloom; default 1' })),
  itemLevel: Type.Optional(Type.Integer({ minimum: 0, maximum: ITEM_LEVEL_MAX })),
}, {
  type: fields.type, itemId: fields.itemId, gameVersionId: fields.gameVersionId, nameZh: fields.nameZh, nameEn: fields.nameEn,
  iconUrl: fields.iconUrl, quality: fields.quality, itemLevel: fields.itemLevel,
}), { additionalProperties: false });
