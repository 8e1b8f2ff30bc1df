import { RecordHistory } from '../shared/RecordHistory';
import { ResourceEdit } from '../shared/ResourceEdit';
import { PackageForm } from './PackageForm';
import { PACKAGE_WRITABLE } from './types';

/** Pessimistic: a stale version keeps the form and says why; a price change shows in the history as before → after. */
export const PackageEdit = () => (
  <ResourceEdit redirect="list" writable={PACKAGE_WRITABLE} aside={<RecordHistory />}>
    <PackageForm />
  </ResourceEdit>
);
