import { ResourceEdit } from '../shared/ResourceEdit';
import { AdminForm } from './AdminForm';

/** Pessimistic: a refusal (demoting yourself, the last superuser) or a stale version keeps the form. */
export const AdminEdit = () => (
  <ResourceEdit redirect="show" writable={['name', 'role', 'roles', 'modules']}>
    <AdminForm />
  </ResourceEdit>
);
