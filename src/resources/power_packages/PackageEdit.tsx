import { Edit } from 'react-admin';
import { RecordHistory } from '../shared/RecordHistory';
import { pickFields } from '../shared/validators';
import { useSaveErrorHandler } from '../shared/useSaveErrorHandler';
import { PackageForm } from './PackageForm';
import { PACKAGE_WRITABLE } from './types';

/** Pessimistic: a stale version keeps the form and says why; a price change shows in the history as before → after. */
export const PackageEdit = () => {
  const onError = useSaveErrorHandler();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onError }} redirect="list" transform={pickFields(PACKAGE_WRITABLE)}
      aside={<RecordHistory />}>
      <PackageForm />
    </Edit>
  );
};
