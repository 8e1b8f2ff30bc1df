import { ResourceCreate, ResourceEdit } from '../shared/ResourceEdit';
import { RoleForm } from './RoleForm';

const WRITABLE = ['nameZh', 'nameEn', 'description', 'keys'];

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
