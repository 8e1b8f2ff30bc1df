import { SelectInput, SimpleForm, required, useTranslate } from 'react-admin';
import { ADMINS, ADMIN_ROLES } from '../../../contract/admins';
import { useHolds } from '../../access/useCanDo';
import { BeyondReaderNote } from '../shared/BeyondReader';
import { declaredInputs } from '../shared/declared';
import { AccessInputs } from './AdminAccess';

const R = 'resources.user/admin';

/** Create (with username and password) and edit (name, role, roles, extra keys) share the form. */
export const AdminForm = ({ create = false }: { create?: boolean }) => {
  const translate = useTranslate();
  // only a superuser grants '*' (the API refuses it to anyone else)
  const grantsAll = useHolds()('*');
  const roles = ADMIN_ROLES.map((id) => ({ id, name: translate(`${R}.role.${id === '*' ? 'all' : 'user'}`), disabled: id === '*' && !grantsAll }));
  return (
    <SimpleForm defaultValues={create ? { role: 'user', roles: [], modules: [] } : undefined}>
      {!create && <BeyondReaderNote text={`${R}.beyond.note`} />}
      {/* the username and the password are set at create only (the API's update takes neither); the API names it Password */}
      {declaredInputs(ADMINS, {
        only: create ? ['username', 'name', 'password'] : ['name'],
        props: { username: { autoComplete: 'off' }, password: { label: `${R}.password_label` } },
      })}
      <SelectInput source="role" choices={roles} validate={required()} helperText={grantsAll ? false : `${R}.grant.all_only`} />
      <AccessInputs />
    </SimpleForm>
  );
};
