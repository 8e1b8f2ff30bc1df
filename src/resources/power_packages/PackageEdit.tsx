import { RecordHistory } from '../shared/RecordHistory';
import { ResourceEdit } from '../shared/ResourceEdit';
import { PackageForm } from './PackageForm';
import { POWER_PACKAGES } from '../../../contract/power_packages';
import { writableOf } from '../shared/declaredFields';

/** Pessimistic: a stale version keeps the form and says why; a price change shows in the history as before → after. */
export const PackageEdit = () => (
  <ResourceEdit redirect="list" writable={writableOf(POWER_PACKAGES)} aside={<RecordHistory />}>
    <PackageForm />
  </ResourceEdit>
);
