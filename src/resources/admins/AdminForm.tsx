import { PasswordInput, SelectInput, SimpleForm, TextInput, maxLength, required, useTranslate } from 'react-admin';
import { ADMINS, ADMIN_ROLES } from '../../../contract/admins';
import { limitsOf } from '../shared/declaredFields';
import { useHolds } from '../../access/useCanDo';
import { BeyondReaderNote } from '../shared/BeyondReader';
import { AccessInputs } from './AdminAccess';

const R = 'resources.user/admin';
/** The API's limits (contract/admins.ts; a name has the same in update). */
const limits = limitsOf(ADMINS);

/** Create (with username and password) and edit (name, role, roles, extra keys) share the form. */
export const AdminForm = ({ create = false }: { create?: boolean }) => {
  const translate = useTranslate();
  // only a superuser grants '*' (the API refuses it to anyone else)
  const grantsAll = useHolds()('*');
  const roles = ADMIN_ROLES.map((id) => ({ id, name: translate(`${R}.role.${id === '*' ? 'all' : 'user'}`), disabled: id === '*' && !grantsAll }));
  return (
    <SimpleForm defaultValues={create ? { role: 'user', roles: [], modules: [] } : undefined}>
      {!create && <BeyondReaderNote text={`${R}.beyond.note`} />}
      {create && <TextInput source="username" validate={[required(), maxLength(limits.username)]} autoComplete="off" />}
      <TextInput source="name" validate={[required(), maxLength(limits.name)]} />
      {create && (
        <PasswordInput source="password" validate={[required(), maxLength(limits.password)]} autoComplete="new-password"
          helperText={`${R}.password_hint`} />
      )}
      <SelectInput source="role" choices={roles} validate={required()} helperText={grantsAll ? false : `${R}.grant.all_only`} />
      <AccessInputs />
    </SimpleForm>
  );
};
