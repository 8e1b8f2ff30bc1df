import { ResourceCreate } from '../shared/ResourceEdit';
import { PackageForm } from './PackageForm';
import { PackageWriteSchema } from '../../../contract/writes/power_packages';
import { writableOf } from '../shared/schemaFields';

export const PackageCreate = () => (
  <ResourceCreate saveErrors redirect="list" writable={writableOf(PackageWriteSchema)}>
    <PackageForm />
  </ResourceCreate>
);
