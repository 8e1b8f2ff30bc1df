import { NumberInput, SelectInput, TextInput, maxLength, maxValue, minValue, required } from 'react-admin';
import { GAME_ITEM_QUALITIES, GAME_ITEM_TYPES } from '../../../contract/game_data';
import { ItemWriteSchema } from '../../../contract/writes/game_items';
import { EditToolbar } from '../shared/EditToolbar';
import { RecordHistory } from '../shared/RecordHistory';
import { ReferenceLookupInput } from '../shared/ReferenceLookupInput';
import { ResourceForm } from '../shared/ResourceForm';
import { ResourceCreate, ResourceEdit } from '../shared/ResourceEdit';
import { limitsOf, writableOf } from '../shared/schemaFields';
import { httpUrl, keepEmptyString } from '../shared/validators';
import { ITEM_RESOURCE } from './messages';

/** What the API accepts and its limits (contract/writes/game_items.ts). */
const WRITABLE = writableOf(ItemWriteSchema);
const limits = limitsOf(ItemWriteSchema);
const LEVEL_MAX = ItemWriteSchema.properties.itemLevel.maximum;
const R = `resources.${ITEM_RESOURCE}`;
const choices = (values: readonly number[], group: string) => values.map((v) => ({ id: v, name: `${R}.${group}.${v}` }));
const validateName = [required(), maxLength(limits.nameZh)];

const ItemForm = () => (
  <ResourceForm toolbar={<EditToolbar redirect="list" />}>
    <SelectInput source="type" choices={choices(GAME_ITEM_TYPES, 'types')} validate={required()} defaultValue={0} />
    <NumberInput source="itemId" step={1} min={1} validate={[required(), minValue(1)]} />
    <ReferenceLookupInput source="gameVersionId" apiResource="game_items" validate={required()} />
    <TextInput source="nameZh" validate={validateName} />
    <TextInput source="nameEn" validate={validateName} />
    <TextInput source="iconUrl" validate={[maxLength(limits.iconUrl), httpUrl]} parse={keepEmptyString} fullWidth helperText={`${R}.helpers.iconUrl`} />
    <SelectInput source="quality" choices={choices(GAME_ITEM_QUALITIES, 'qualities')} defaultValue={1} validate={required()} />
    <NumberInput source="itemLevel" step={1} min={0} max={LEVEL_MAX} defaultValue={0} validate={[minValue(0), maxValue(LEVEL_MAX)]} />
  </ResourceForm>
);

export const ItemCreate = () => (
  <ResourceCreate redirect="list" writable={WRITABLE}><ItemForm /></ResourceCreate>
);

export const ItemEdit = () => (
  <ResourceEdit redirect="list" writable={WRITABLE} aside={<RecordHistory />}>
    <ItemForm />
  </ResourceEdit>
);
