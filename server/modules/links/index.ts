// Promotion links (#/channel_promotion/link): the links (links.ts), their public
// address /r/<code> (click.ts), the range figures behind the list and the chart
// (stats.ts), the daily rollup's check and the demo links.
import { fileURLToPath } from 'node:url';
import { defineModule } from '../../core/module';
import { clickRoutes } from './click';
import links from './links';
import { linkDaily } from './rollups';
import { linksStep } from './seed';
import { statsRoutes } from './stats';
import './schema';

export default defineModule({
  name: 'links',
  description: 'Promotion links: channel links with /r/<code> click tracking, unique visitors, sign-ups, orders and income per day',
  resources: [links],
  routes: statsRoutes,
  publicRoutes: clickRoutes,
  seed: [linksStep],
  rollups: [linkDaily],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
});
