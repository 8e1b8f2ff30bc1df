// The transparency module (docs/transparency.md): over a range of Beijing days,
// the reports received, the decisions taken, the time to decision and the appeals,
// as figures and as CSV, and per staff member their decisions and how they fared
// on appeal. No tables of its own: it reads the reports and decisions modules'.
import { fileURLToPath } from 'node:url';
import { defineModule } from '../../core/module';
import routes from './routes';

export default defineModule({
  name: 'transparency',
  description: 'The transparency report (reports, decisions, time to decision, appeals) and per-reviewer figures',
  resources: [],
  routes,
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
});
