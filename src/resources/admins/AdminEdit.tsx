import { Edit } from 'react-admin';
import { pickFields } from '../shared/validators';
import { useSaveErrorHandler } from '../shared/useSaveErrorHandler';
import { AdminForm } from './AdminForm';

/** Pessimistic: a refusal (demoting yourself, the last superuser) or a stale version keeps the form. */
export const AdminEdit = () => {
  const onError = useSaveErrorHandler();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onError }} redirect="show" transform={pickFields(['name', 'role', 'roles', 'modules'])}>
      <AdminForm />
    </Edit>
  );
};
