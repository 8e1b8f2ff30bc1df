// The game data module (#/db/dbs): game versions and the item database
// (versions.ts, items.ts), the items CSV import (import-routes.ts), and the
// tooltip that reads them (tooltip-routes.ts, served from cache.ts).
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import { defineModule } from '../../core/module';
import { tooltipCache } from './cache';
import importRoutes from './import-routes';
import items from './items';
import { gameDataStep } from './seed';
import tooltipRoutes from './tooltip-routes';
import versions from './versions';

export { tooltipCache } from './cache';

/**
 * In the module's own scope (fastify-plugin), so the hook also sees the
 * resources' routes: once a write of game data has answered, its transaction is
 * committed, and the tooltip's memory is emptied again (cache.ts).
 */
const routes = fp(async (scope) => {
  scope.addHook('onResponse', async (request) => {
    if (request.routeOptions.config.readOnly !== true && /^\/mdr\/game_(items|versions)\//.test(request.url)) tooltipCache.clear();
  });
  await scope.register(tooltipRoutes);
  await scope.register(importRoutes);
});

export default defineModule({
  name: 'gamedata',
  description: 'Game data: game versions, the item database, its CSV import, and the item tooltip (/v3/accelerate/tooltip)',
  resources: [versions, items],
  routes,
  seed: [gameDataStep],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
});
