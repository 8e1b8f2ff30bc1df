import { ResourceCreate } from '../shared/ResourceEdit';
import { PackageForm } from './PackageForm';
import { POWER_PACKAGES } from '../../../contract/power_packages';
import { writableOf } from '../shared/declaredFields';

export const PackageCreate = () => (
  <ResourceCreate saveErrors redirect="list" writable={writableOf(POWER_PACKAGES)}>
    <PackageForm />
  </ResourceCreate>
);
