import { Create } from 'react-admin';
import { AdminForm } from './AdminForm';

/** Server-side field errors (password policy, taken username) show under their inputs. */
export const AdminCreate = () => (
  <Create redirect="show">
    <AdminForm create />
  </Create>
);
