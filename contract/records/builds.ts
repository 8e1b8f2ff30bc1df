// The build as the API answers it (TypeBox: validation of answers, their
// serialisation and the OpenAPI document). The panel imports only the types.
import { Type, type Static, type TInteger, type TObject, type TOptional } from '@sinclair/typebox';
import { BUILDS } from '../builds';
import { GEAR_SLOTS, WOW_CLASS_KEYS, WOW_ROLES, WOW_SPEC_KEYS, type GearSlot } from '../wow';
import { reviewRecordFields, ReviewStatus } from './review';
import { StringEnum, labelled } from './schema';

export const BuildStatus = ReviewStatus;
export const WowClassSchema = StringEnum(WOW_CLASS_KEYS);
export const WowSpecSchema = StringEnum(WOW_SPEC_KEYS, { description: "one of the class's specs" });
export const WowRoleSchema = StringEnum(WOW_ROLES);

/** slot → item id (game_items.item_id of the build's game version); an unknown slot is refused. */
export const GearSchema = Type.Object(
  Object.fromEntries(GEAR_SLOTS.map((slot) => [slot, Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }))])) as
    Record<GearSlot, TOptional<TInteger>>,
  { additionalProperties: false, description: 'slot → item id' },
) as TObject<Record<GearSlot, TOptional<TInteger>>>;

export const BuildSchema = Type.Object(labelled({
  id: Type.Integer(),
  authorId: Type.Integer({ description: 'the platform user who wrote it' }),
  authorName: Type.String(),
  title: Type.String(),
  wowClass: WowClassSchema,
  spec: WowSpecSchema,
  role: WowRoleSchema,
  gameVersionId: Type.Integer(),
  gameVersionName: Type.String(),
  talentString: Type.String(),
  gear: GearSchema,
  description: Type.String({ description: 'sanitised HTML; only in `get`' }),
  ...reviewRecordFields(),
}, BUILDS.labels['en-US'].fields));

/** List items and CSV rows: the record without its description. */
export const BuildListItemSchema = Type.Omit(BuildSchema, ['description']);

export type BuildRecord = Static<typeof BuildSchema>;
export type BuildListItem = Static<typeof BuildListItemSchema>;
