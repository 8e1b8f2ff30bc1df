import { maxLength, required } from 'react-admin';
import { GAME_ITEMS, ICON_URL_MAX } from '../../../contract/game_data';
import { EditToolbar } from '../shared/EditToolbar';
import { RecordHistory } from '../shared/RecordHistory';
import { ResourceForm } from '../shared/ResourceForm';
import { ResourceCreate, ResourceEdit } from '../shared/ResourceEdit';
import { declaredInputs } from '../shared/declared';
import { writableOf } from '../shared/declaredFields';
import { httpUrl } from '../shared/validators';

/** What the API accepts, its limits and inputs (contract/game_data.ts). */
const WRITABLE = writableOf(GAME_ITEMS);

/** The declared inputs, a new item starting as a common level-0 item, its icon's address read as a URL. */
const inputs = declaredInputs(GAME_ITEMS, {
  props: {
    type: { defaultValue: 0 },
    quality: { defaultValue: 1, validate: required() },
    itemLevel: { defaultValue: 0 },
    iconUrl: { validate: [maxLength(ICON_URL_MAX), httpUrl] },
  },
});

const ItemForm = () => <ResourceForm toolbar={<EditToolbar redirect="list" />}>{inputs}</ResourceForm>;

export const ItemCreate = () => (
  <ResourceCreate redirect="list" writable={WRITABLE}><ItemForm /></ResourceCreate>
);

export const ItemEdit = () => (
  <ResourceEdit redirect="list" writable={WRITABLE} aside={<RecordHistory />}>
    <ItemForm />
  </ResourceEdit>
);
