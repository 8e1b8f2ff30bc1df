import { RecordHistory } from '../shared/RecordHistory';
import { ResourceEdit } from '../shared/ResourceEdit';
import { PackageForm } from './PackageForm';
import { PackageWriteSchema } from '../../../contract/writes/power_packages';
import { writableOf } from '../shared/schemaFields';

/** Pessimistic: a stale version keeps the form and says why; a price change shows in the history as before → after. */
export const PackageEdit = () => (
  <ResourceEdit redirect="list" writable={writableOf(PackageWriteSchema)} aside={<RecordHistory />}>
    <PackageForm />
  </ResourceEdit>
);
