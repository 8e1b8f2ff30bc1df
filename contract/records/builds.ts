// The build as the API answers it: its declaration's (contract/builds.ts), the gear as a slot → item id object.
import { Type, type TInteger, type TObject, type TOptional } from 'typebox';
import { BUILDS } from '../builds';
import type { ListItemOf, RecordOf } from '../fields';
import { GEAR_SLOTS, type Gear, type GearSlot } from '../wow';
import { listItemSchemaOf, recordSchemaOf, writeSchemaOf } from './declared';

/** slot → item id (game_items.item_id of the build's game version); an unknown slot is refused. */
const GearSchema = Type.Object(
  Object.fromEntries(GEAR_SLOTS.map((slot) => [slot, Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }))])) as
    Record<GearSlot, TOptional<TInteger>>,
  { additionalProperties: false, description: 'Gear: slot → item id' },
) as TObject<Record<GearSlot, TOptional<TInteger>>>;

export const BuildSchema = recordSchemaOf(BUILDS, { gear: GearSchema });
/** List items and CSV rows: the record without its description. */
export const BuildListItemSchema = listItemSchemaOf(BUILDS, { gear: GearSchema });
export const BuildWriteSchema = writeSchemaOf(BUILDS, { gear: GearSchema });

type WithGear<T> = Omit<T, 'gear'> & { gear: Gear };
export type BuildRecord = WithGear<RecordOf<typeof BUILDS.fields>>;
export type BuildListItem = WithGear<ListItemOf<typeof BUILDS.fields>>;
