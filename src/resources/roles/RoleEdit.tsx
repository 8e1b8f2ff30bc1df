import { ResourceCreate, ResourceEdit } from '../shared/ResourceEdit';
import { ROLES } from '../../../contract/roles';
import { writableOf } from '../shared/declaredFields';
import { RoleForm } from './RoleForm';

/** The fields the API accepts (contract/roles.ts). */
const WRITABLE = writableOf(ROLES);

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
