import { Create, Edit, NumberInput, SelectInput, TextInput, maxLength, maxValue, minValue, required } from 'react-admin';
import { GAME_ITEM_QUALITIES, GAME_ITEM_TYPES } from '../../../contract/game_data';
import { EditToolbar } from '../shared/EditToolbar';
import { RecordHistory } from '../shared/RecordHistory';
import { ReferenceLookupInput } from '../shared/ReferenceLookupInput';
import { ResourceForm } from '../shared/ResourceForm';
import { useSaveErrorHandler } from '../shared/useSaveErrorHandler';
import { httpUrl, keepEmptyString, pickFields } from '../shared/validators';
import { ITEM_RESOURCE } from './messages';

const WRITABLE = ['type', 'itemId', 'gameVersionId', 'nameZh', 'nameEn', 'iconUrl', 'quality', 'itemLevel'];
const R = `resources.${ITEM_RESOURCE}`;
const choices = (values: readonly number[], group: string) => values.map((v) => ({ id: v, name: `${R}.${group}.${v}` }));
const validateName = [required(), maxLength(120)];

const ItemForm = () => (
  <ResourceForm toolbar={<EditToolbar redirect="list" />}>
    <SelectInput source="type" choices={choices(GAME_ITEM_TYPES, 'types')} validate={required()} defaultValue={0} />
    <NumberInput source="itemId" step={1} min={1} validate={[required(), minValue(1)]} />
    <ReferenceLookupInput source="gameVersionId" apiResource="game_items" validate={required()} />
    <TextInput source="nameZh" validate={validateName} />
    <TextInput source="nameEn" validate={validateName} />
    <TextInput source="iconUrl" validate={[maxLength(500), httpUrl]} parse={keepEmptyString} fullWidth helperText={`${R}.helpers.iconUrl`} />
    <SelectInput source="quality" choices={choices(GAME_ITEM_QUALITIES, 'qualities')} defaultValue={1} validate={required()} />
    <NumberInput source="itemLevel" step={1} min={0} max={2000} defaultValue={0} validate={[minValue(0), maxValue(2000)]} />
  </ResourceForm>
);

export const ItemCreate = () => (
  <Create redirect="list" transform={pickFields(WRITABLE)}><ItemForm /></Create>
);

export const ItemEdit = () => {
  const onError = useSaveErrorHandler();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onError }} redirect="list" transform={pickFields(WRITABLE)} aside={<RecordHistory />}>
      <ItemForm />
    </Edit>
  );
};
