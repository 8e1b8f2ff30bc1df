import { SimpleForm, TextInput, maxLength, required } from 'react-admin';
import { KeyMatrix } from './KeyMatrix';
import { SaveWithDiff } from './SaveWithDiff';
import { ROLE_RESOURCE } from './types';

const R = `resources.${ROLE_RESOURCE}`;

/** Names in both languages, a description, and the keys as the modules × actions matrix. */
export const RoleForm = () => (
  <SimpleForm toolbar={<SaveWithDiff />} defaultValues={{ keys: [], description: '' }}>
    <TextInput source="nameZh" validate={[required(), maxLength(40)]} />
    <TextInput source="nameEn" validate={[required(), maxLength(60)]} />
    <TextInput source="description" multiline fullWidth validate={maxLength(500)} />
    <KeyMatrix source="keys" label={`${R}.fields.keys`} />
  </SimpleForm>
);
