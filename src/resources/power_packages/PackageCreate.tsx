import { Create } from 'react-admin';
import { pickFields } from '../shared/validators';
import { useSaveErrorHandler } from '../shared/useSaveErrorHandler';
import { PackageForm } from './PackageForm';
import { PACKAGE_WRITABLE } from './types';

export const PackageCreate = () => {
  const onError = useSaveErrorHandler();
  return (
    <Create mutationOptions={{ onError }} redirect="list" transform={pickFields(PACKAGE_WRITABLE)}>
      <PackageForm />
    </Create>
  );
};
