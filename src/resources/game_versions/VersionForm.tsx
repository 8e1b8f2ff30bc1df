import { DateTimeInput, NumberInput, TextInput, maxLength, regex, required } from 'react-admin';
import { GAME_VERSIONS, VERSION_NAME_PATTERN } from '../../../contract/game_data';
import { fromBeijingInput, toBeijingInput } from '../../i18n/time';
import { EditToolbar } from '../shared/EditToolbar';
import { RecordHistory } from '../shared/RecordHistory';
import { ResourceForm } from '../shared/ResourceForm';
import { ResourceCreate, ResourceEdit } from '../shared/ResourceEdit';
import { limitsOf, writableOf } from '../shared/declaredFields';
import { VERSION_RESOURCE } from './messages';

/** What the API accepts and its limits (contract/game_data.ts). */
const WRITABLE = writableOf(GAME_VERSIONS);
const limits = limitsOf(GAME_VERSIONS);
const validateName = [required(), maxLength(limits.name), regex(new RegExp(VERSION_NAME_PATTERN), `resources.${VERSION_RESOURCE}.helpers.name`)];
/** The input shows and takes Beijing wall time (src/i18n/time.ts); the API takes ISO 8601. */
const toIso = (v: unknown) => (typeof v === 'string' && v ? fromBeijingInput(v) ?? v : v);

const VersionForm = () => (
  <ResourceForm toolbar={<EditToolbar redirect="list" />}>
    <TextInput source="name" validate={validateName} helperText={`resources.${VERSION_RESOURCE}.helpers.name`} />
    <NumberInput source="build" step={1} min={1} validate={required()} />
    <DateTimeInput source="releasedAt" validate={required()} format={toBeijingInput} parse={toIso} />
  </ResourceForm>
);

export const VersionCreate = () => (
  <ResourceCreate redirect="list" writable={WRITABLE}><VersionForm /></ResourceCreate>
);

export const VersionEdit = () => (
  <ResourceEdit redirect="list" writable={WRITABLE} aside={<RecordHistory />}>
    <VersionForm />
  </ResourceEdit>
);
