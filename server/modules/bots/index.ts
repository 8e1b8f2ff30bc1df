// The bots module: partner bot accounts and their keys (bots.ts, keys.ts), and
// the partner endpoints' key check other modules' /v3 routes use (partner.ts).
import { fileURLToPath } from 'node:url';
import { defineModule } from '../../core/module';
import bots from './bots';
import partnerRoutes from './routes';
import { botsStep } from './seed';

export { BOT_KEY_HEADER, partnerRoute, requireBotKey } from './partner';
export { hashKey, PREFIX_LENGTH } from './keys';

export default defineModule({
  name: 'bots',
  description: 'Partner bots, their API keys, and the partner endpoints (/v3, header x-bot-key)',
  resources: [bots],
  routes: partnerRoutes,
  seed: [botsStep],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
});
