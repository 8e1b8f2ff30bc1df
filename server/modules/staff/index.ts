// The staff accounts module (`#/user/admin`, key menu.use.user): the admins
// resource. Its tables (admins, sessions) are core; the 2FA and step-up columns
// come with the session module's migrations (server/modules/session/migrations).
import { defineModule } from '../../core/module';
import admins from './admins';
import previewRoutes from './preview';
import roles from './roles';

export default defineModule({
  name: 'staff',
  description: 'Staff accounts and roles: who holds which action keys, password resets, disabling, sessions',
  resources: [admins, roles],
  // "see what a role sees" (docs/preview.md)
  routes: previewRoutes,
  migrations: null,
});
