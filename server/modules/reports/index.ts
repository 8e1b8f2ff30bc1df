// The reports module (docs/reports.md): players' reports from the platform
// (POST /v3/reports/create, bot key with reports:write: routes.ts, intake.ts),
// one scored case per target (cases.ts, scoring.ts), auto-hide at the
// threshold (hide.ts), the settings (settings.ts), and demo data (seed.ts).
import { fileURLToPath } from 'node:url';
import { defineModule } from '../../core/module';
import cases from './cases';
import './messages';
import reportRoutes from './routes';
import './schema';
import { reportsStep } from './seed';
import { reportsWaiting } from './waiting';

export { accuracyOf, reporterRecords } from './scoring';

export default defineModule({
  name: 'reports',
  description: 'Players\' reports: the intake (/v3/reports/create, bot key with reports:write), one scored case per target, auto-hide, the settings',
  resources: [cases],
  routes: reportRoutes,
  seed: [reportsStep],
  waiting: [reportsWaiting],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
});
