// The exceptions module (#/exception/exc): client exception reports — the
// ingest (routes.ts, ingest.ts, fingerprint.ts), the groups staff triage
// (exceptions.ts, commands.ts), and demo data with a demo bot key (seed.ts).
import { fileURLToPath } from 'node:url';
import { defineModule } from '../../core/module';
import { exceptionCards } from './dashboard';
import exceptions from './exceptions';
import exceptionRoutes from './routes';
import { exceptionRollups } from './rollups';
import { exceptionsStep } from './seed';
import './schema';
import { exceptionsWaiting } from './waiting';

export default defineModule({
  name: 'exceptions',
  description: 'Client exception reports: the ingest (/v3/exception/report, bot key with exceptions:write), groups by fingerprint, resolve / ignore, regressions',
  resources: [exceptions],
  routes: exceptionRoutes,
  seed: [exceptionsStep],
  rollups: exceptionRollups,
  dashboardCards: exceptionCards,
  waiting: [exceptionsWaiting],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
});
