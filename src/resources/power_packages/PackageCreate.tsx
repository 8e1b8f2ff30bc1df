import { ResourceCreate } from '../shared/ResourceEdit';
import { PackageForm } from './PackageForm';
import { PACKAGE_WRITABLE } from './types';

export const PackageCreate = () => (
  <ResourceCreate saveErrors redirect="list" writable={PACKAGE_WRITABLE}>
    <PackageForm />
  </ResourceCreate>
);
