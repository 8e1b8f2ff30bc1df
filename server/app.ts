// The Fastify app: conventions (core/hooks), session calls, the resources, the
// OpenAPI document at /docs, and the built panel at / when dist/ exists.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import { registerApiHooks, registerEnvelope } from './core/hooks';
import { registerPanel } from './core/static';
import { closeObjects, schemaErrorFormatter } from './core/validation';
import type { DB } from './db/schema';
import messagesRoutes from './modules/messages/routes';
import qrRoutes from './modules/qr/routes';
import sessionRoutes from './modules/session/routes';
import resourcesPlugin from './resources/plugin';

export const BODY_LIMIT = 1024 * 1024;
export const DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));

export interface BuildAppOptions {
  config: Config;
  db: Kysely<DB>;
  /** Fastify's logger option; default: JSON lines at config.logLevel */
  logger?: FastifyServerOptions['logger'];
  /** where the built panel is; default ./dist (served only if it has index.html) */
  distDir?: string;
  /** more route plugins inside the API context (appid, access, envelope apply) */
  plugins?: FastifyPluginAsync[];
}

export async function buildApp({ config, db, logger, distDir = DIST_DIR, plugins = [] }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // Nothing is silently dropped or coerced: a wrong type or an extra field is a -1.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true, useDefaults: true } },
    schemaErrorFormatter,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', db);
  app.decorate('config', config);
  app.decorateRequest('ctx', null);
  app.decorateRequest('sessionId', null);
  registerEnvelope(app);
  app.addHook('onRoute', (route) => {
    if (route.schema?.body) route.schema = { ...route.schema, body: closeObjects(route.schema.body) };
  });

  await registerDocs(app);
  await app.register(async (api) => {
    registerApiHooks(api);
    await api.register(sessionRoutes);
    await api.register(qrRoutes);
    await api.register(resourcesPlugin, { prefix: '' });
    await api.register(messagesRoutes);
    for (const plugin of plugins) await api.register(plugin);
  });
  await registerPanel(app, distDir);
  return app;
}

async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Moderator Panel API',
        version: '1.0.0',
        description: 'Every call is POST with a JSON body and the header appid: 4; every answer is the envelope '
          + '{code, message, data} (code 1 success, 0 failure, -1 invalid input, -2 forbidden, -3 sign in again, '
          + '-4 not found, -5 conflict, -6 too many requests). See docs/api.md.',
      },
      components: {
        securitySchemes: {
          appid: { type: 'apiKey', in: 'header', name: 'appid', description: 'always 4' },
          token: { type: 'apiKey', in: 'header', name: 'token', description: 'session token from /api/user/login' },
        },
      },
      security: [{ appid: [], token: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
