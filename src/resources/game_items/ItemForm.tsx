import { NumberInput, SelectInput, TextInput, maxLength, maxValue, minValue, required } from 'react-admin';
import { GAME_ITEMS, GAME_ITEM_QUALITIES, GAME_ITEM_TYPES, ITEM_LEVEL_MAX } from '../../../contract/game_data';
import { EditToolbar } from '../shared/EditToolbar';
import { RecordHistory } from '../shared/RecordHistory';
import { ReferenceLookupInput } from '../shared/ReferenceLookupInput';
import { ResourceForm } from '../shared/ResourceForm';
import { ResourceCreate, ResourceEdit } from '../shared/ResourceEdit';
import { limitsOf, writableOf } from '../shared/declaredFields';
import { httpUrl, keepEmptyString } from '../shared/validators';
import { ITEM_RESOURCE } from './messages';

/** What the API accepts and its limits (contract/game_data.ts). */
const WRITABLE = writableOf(GAME_ITEMS);
const limits = limitsOf(GAME_ITEMS);
const R = `resources.${ITEM_RESOURCE}`;
const choices = (values: readonly number[], field: string) => values.map((v) => ({ id: v, name: `${R}.values.${field}.${v}` }));
const validateName = [required(), maxLength(limits.nameZh)];

const ItemForm = () => (
  <ResourceForm toolbar={<EditToolbar redirect="list" />}>
    <SelectInput source="type" choices={choices(GAME_ITEM_TYPES, 'type')} validate={required()} defaultValue={0} />
    <NumberInput source="itemId" step={1} min={1} validate={[required(), minValue(1)]} />
    <ReferenceLookupInput source="gameVersionId" apiResource="game_items" validate={required()} />
    <TextInput source="nameZh" validate={validateName} />
    <TextInput source="nameEn" validate={validateName} />
    <TextInput source="iconUrl" validate={[maxLength(limits.iconUrl), httpUrl]} parse={keepEmptyString} fullWidth helperText={`${R}.helpers.iconUrl`} />
    <SelectInput source="quality" choices={choices(GAME_ITEM_QUALITIES, 'quality')} defaultValue={1} validate={required()} />
    <NumberInput source="itemLevel" step={1} min={0} max={ITEM_LEVEL_MAX} defaultValue={0} validate={[minValue(0), maxValue(ITEM_LEVEL_MAX)]} />
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
