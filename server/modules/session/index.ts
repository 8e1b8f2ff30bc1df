// The session module: sign-in, sign-out, the caller's info and menu, and the
// token resolver every other route's access check uses (core/hooks.ts).
// Its tables (admins, sessions) are core. Other modules import it only here.
import { fileURLToPath } from 'node:url';
import { defineModule } from '../../core/module';
import accountRoutes from './account-routes';
import sessionRoutes from './routes';
import { resolveToken } from './service';

export { clientOf } from './routes';
export { deviceOf } from './device';
export { findAdminById } from './repository';
export { currentCode } from './twofactor';
export { checkAccountLock, checkLimits, recordFailure, unlock, type LimitSettings } from './limits';
export type { AdminRecoveryCodesTable } from './schema';
export { hashToken, openSession, toActor, type Client, type SessionSettings } from './service';

export default defineModule({
  name: 'session',
  description: 'Sign-in (password and QR), sign-out, the signed-in staff member and their menu',
  resources: [],
  routes: async (app) => {
    await app.register(sessionRoutes);
    await app.register(accountRoutes);
  },
  // adds 2FA, the forced password change and step-up to the core admins/sessions tables, and the sign-in limits' tables
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  resolveSession: resolveToken,
});
