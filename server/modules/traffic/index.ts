// Author traffic (#/wow_author/flowrate): per author per day, the platform's
// counters and the orders' figures (traffic.ts), the range summary behind the
// totals row and the charts (summary.ts), its rollup check and demo data.
import { fileURLToPath } from 'node:url';
import { defineModule } from '../../core/module';
import { trafficOrders } from './rollups';
import { trafficStep } from './seed';
import { summaryRoutes } from './summary';
import traffic from './traffic';
import './schema';

export default defineModule({
  name: 'traffic',
  description: 'Author traffic: views, visitors, likes, followers, orders and income per author per day',
  resources: [traffic],
  routes: summaryRoutes,
  seed: [trafficStep],
  rollups: [trafficOrders],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
});
