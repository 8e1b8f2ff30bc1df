import { ResourceCreate, ResourceEdit } from '../shared/ResourceEdit';
import { RoleWriteSchema } from '../../../contract/writes/roles';
import { writableOf } from '../shared/schemaFields';
import { RoleForm } from './RoleForm';

/** The fields the API accepts (contract/writes/roles.ts). */
const WRITABLE = writableOf(RoleWriteSchema);

/** Pessimistic: a step-up cancelled, a refusal or a stale version keeps the form as it is. */
export const RoleEdit = () => (
  <ResourceEdit redirect="show" writable={WRITABLE}>
    <RoleForm />
  </ResourceEdit>
);

export const RoleCreate = () => (
  <ResourceCreate redirect="show" writable={WRITABLE}>
    <RoleForm />
  </ResourceCreate>
);
