import { SimpleForm, TextInput, maxLength, required } from 'react-admin';
import { ROLES } from '../../../contract/roles';
import { limitsOf } from '../shared/declaredFields';
import { BeyondReaderNote } from '../shared/BeyondReader';
import { KeyMatrix } from './KeyMatrix';
import { SaveWithDiff } from './SaveWithDiff';
import { ROLE_RESOURCE } from './types';

const R = `resources.${ROLE_RESOURCE}`;
/** The API's limits (contract/roles.ts). */
const limits = limitsOf(ROLES);

/** Names in both languages, a description, and the keys as the modules × actions matrix. */
export const RoleForm = () => (
  <SimpleForm toolbar={<SaveWithDiff />} defaultValues={{ keys: [], description: '' }}>
    <BeyondReaderNote text={`${R}.beyond.note`} />
    <TextInput source="nameZh" validate={[required(), maxLength(limits.nameZh)]} />
    <TextInput source="nameEn" validate={[required(), maxLength(limits.nameEn)]} />
    <TextInput source="description" multiline fullWidth validate={maxLength(limits.description)} />
    <KeyMatrix source="keys" label={`${R}.fields.keys`} />
  </SimpleForm>
);
