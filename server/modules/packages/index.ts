// The packages module: power-station packages for sale (price, duration, on / off sale).
import { fileURLToPath } from 'node:url';
import { defineModule } from '../../core/module';
import packages from './packages';
import { packagesStep } from './seed/packages';

export type { PowerPackageStatus } from './schema';

export default defineModule({
  name: 'packages',
  description: 'Power-station packages for sale: price, duration, on / off sale',
  resources: [packages],
  seed: [packagesStep],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
});
