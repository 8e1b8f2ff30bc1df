import { SimpleForm } from 'react-admin';
import { ROLES } from '../../../contract/roles';
import { BeyondReaderNote } from '../shared/BeyondReader';
import { declaredInputs } from '../shared/declared';
import { KeyMatrix } from './KeyMatrix';
import { SaveWithDiff } from './SaveWithDiff';
import { ROLE_RESOURCE } from './types';

const R = `resources.${ROLE_RESOURCE}`;
/** The names and the description as declared (contract/roles.ts); the keys are the matrix's. */
const inputs = declaredInputs(ROLES, { props: { descriptionZh: { multiline: true }, descriptionEn: { multiline: true } } });

/** Names in both languages, a description, and the keys as the modules × actions matrix. */
export const RoleForm = () => (
  <SimpleForm toolbar={<SaveWithDiff />} defaultValues={{ keys: [], description: '' }}>
    <BeyondReaderNote text={`${R}.beyond.note`} />
    {inputs}
    <KeyMatrix source="keys" label={`${R}.fields.keys`} />
  </SimpleForm>
);
