// Saved list views: a list's filters, sort and columns under a name, kept on
// the server for their owner or shared with a role (routes.ts). The lists a
// view may be of are every resource's (app.ts `listTargets`).
import { fileURLToPath } from 'node:url';
import { defineModule } from '../../core/module';
import listViewsRoutes from './routes';
import './schema';

export default defineModule({
  name: 'list_views',
  description: 'Saved list views: my own, and those shared with a role I hold',
  resources: [],
  routes: listViewsRoutes,
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
});
