// QR sign-in: a device shows a code, a signed-in staff member confirms it.
import { fileURLToPath } from 'node:url';
import { defineModule } from '../../core/module';
import qrRoutes from './routes';

export type { QrTicketStatus } from './schema';

export default defineModule({
  name: 'qr',
  description: 'QR sign-in: issue and poll a ticket, scan, confirm or decline it',
  resources: [],
  routes: qrRoutes,
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
});
