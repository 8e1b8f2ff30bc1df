import { Create, Edit } from 'react-admin';
import { pickFields } from '../shared/validators';
import { useSaveErrorHandler } from '../shared/useSaveErrorHandler';
import { RoleForm } from './RoleForm';

const WRITABLE = ['nameZh', 'nameEn', 'description', 'keys'];

/** Pessimistic: a step-up cancelled, a refusal or a stale version keeps the form as it is. */
export const RoleEdit = () => {
  const onError = useSaveErrorHandler();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onError }} redirect="show" transform={pickFields(WRITABLE)}>
      <RoleForm />
    </Edit>
  );
};

export const RoleCreate = () => (
  <Create redirect="show" transform={pickFields(WRITABLE)}>
    <RoleForm />
  </Create>
);
