// The notices module (docs/notices.md): the platform reads the notices the
// decisions write (POST /v3/notices/pull, bot key with notices:read: pull.ts),
// or receives them by webhook (webhooks.ts, store.ts): a delivery row per
// active hook written in the notice's own transaction (the migration's
// trigger), posted signed by the worker of any instance (worker.ts,
// attempts.ts, post.ts), retried with backoff for 24 hours.
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../../core/module';
import './messages';
import noticeRoutes from './routes';
import './schema';
import { webhooksStep } from './seed';
import { registerDeliveryWorker } from './worker';

const routes: FastifyPluginAsync = async (app) => {
  await app.register(noticeRoutes);
  registerDeliveryWorker(app);
};

export default defineModule({
  name: 'notices',
  description: 'Notices for the platform: pulled by cursor (/v3/notices/pull, bot key with notices:read) or posted by signed webhooks, retried for 24 hours',
  resources: [],
  routes,
  seed: [webhooksStep],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
});
