// The Fastify app: conventions (core/hooks), every module of the registry
// (server/modules/index.ts) with its resources and routes, the OpenAPI
// document at /docs, and the built panel at / when dist/ exists.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import { registerApiHooks, registerEnvelope, SIGNED_IN } from './core/hooks';
import type { ServerModule, SessionResolver } from './core/module';
import { eventsPlugin } from './core/events';
import { DOCS_CSP, registerSecurityHeaders } from './core/security';
import { cacheSessions, type SessionCache } from './core/session-cache';
import { docsGate, docsOpenRoute, DOCS_PREFIX } from './core/docs-access';
import { documentAnswers, documentHead, documentRoute, SECURITY_SCHEMES, STAFF_SECURITY } from './core/openapi';
import { registerJsonBodyParser } from './core/json-body';
import { registerPanel } from './core/static';
import { closeObjects, schemaErrorFormatter } from './core/validation';
import type { Notifications } from './db/notifications';
import type { DB } from './db/schema';
import { modules as registry } from './modules';
import { dashboardRoutes } from './core/dashboard';
import { queueRoutes } from './queue/routes';
import { queueStream } from './queue/stream';
import { queueListTarget } from './queue/view-target';
import { jobRoutes, JOBS_TAG, registerJobRunner } from './jobs/routes';
import { healthRoute } from './core/health';
import metricsPlugin from './core/metrics';
import { jobGauges } from './jobs/metrics';
import { auditGauges } from './core/audit-chain';
import { registerRequestLog } from './core/request-log';
import type { PoolUse } from './db/database';
import { listMigrations, migrationDirs } from './db/migrate';
import resourcesPlugin from './resources/plugin';
import { listTargets } from './resources/list-target';

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
  /** the API modules; default: the registry */
  modules?: ServerModule[];
  /** told of every route as it is added (the generated key list, server/keys.ts) */
  onRoute?: (route: RouteOptions) => void;
  /** the database connections' use, for /metrics (Database.poolUse) */
  poolUse?: () => PoolUse;
  /** the database's notifications (Database.notifications): events reach every instance; absent, this process only */
  notifications?: Notifications;
}

export async function buildApp({
  config, db, logger, distDir = DIST_DIR, plugins = [], modules = registry, onRoute, poolUse, notifications,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // the log names the request id as an error envelope does (data.requestId, core/envelope.ts), and
    // Fastify's two lines per request give way to one with route and envelope code (core/request-log.ts)
    logController: new LogController({ requestIdLogLabel: 'requestId', disableRequestLogging: true }),
    // a call on a connection accepted before a shutdown began is answered, not refused with a 503:
    // behind a proxy that is a call already routed here (a rolling restart, server/bin/boot.ts)
    return503OnClosing: false,
    // Nothing is silently dropped or coerced: a wrong type or an extra field is a -1.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true, useDefaults: true } },
    schemaErrorFormatter,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', db);
  app.decorate('config', config);
  // the lists a saved view may be of (server/modules/views): every resource's, and the review queue's tabs
  app.decorate('listTargets', listTargets(modules.flatMap((m) => m.resources), [queueListTarget(modules.flatMap((m) => m.waiting ?? []))]));
  app.decorateRequest('ctx', null);
  app.decorateRequest('sessionId', null);
  await app.register(eventsPlugin, { notifications });
  registerJobRunner(app, modules.flatMap((m) => m.resources));
  registerEnvelope(app);
  registerRequestLog(app);
  await app.register(metricsPlugin, { poolUse, gauges: [jobGauges(app.db), auditGauges(app.db)] });
  registerSecurityHeaders(app, config);
  registerJsonBodyParser(app);
  app.addHook('onRoute', (route) => {
    if (route.schema?.body) route.schema = { ...route.schema, body: closeObjects(route.schema.body) };
    if (route.schema) route.schema = { ...route.schema, description: withKeyNote(route) };
    onRoute?.(route);
  });

  // one memory of sessions for the API's access check and the API document's (core/docs-access.ts)
  const sessions = cacheSessions(sessionResolverOf(modules), { events: app.events });
  await registerDocs(app, modules, sessions);
  await app.register(healthRoute, { migrations: listMigrations(migrationDirs(modules)).map((m) => m.file) });
  for (const module of modules) if (module.publicRoutes) await app.register(module.publicRoutes);
  // the queue's live stream: outside the API context, opened by a ticket (an EventSource sends no headers)
  await app.register(queueStream);
  await app.register(async (api) => {
    registerApiHooks(api, sessions);
    await api.register(docsOpenRoute);
    for (const module of modules) await api.register(modulePlugin(module));
    await api.register(dashboardRoutes(modules.flatMap((m) => m.dashboardCards ?? [])));
    await api.register(queueRoutes(modules.flatMap((m) => m.waiting ?? [])));
    await api.register(jobRoutes(modules.flatMap((m) => m.resources)));
    for (const plugin of plugins) await api.register(plugin);
  });
  await registerPanel(app, distDir);
  return app;
}

/** The route's OpenAPI description naming the action key it needs (docs/access.md), so an operator sees what a role needs. */
function withKeyNote(route: RouteOptions): string | undefined {
  const { description } = route.schema as { description?: string };
  const key = route.config?.permission;
  if (!key || key === SIGNED_IN || !route.url.startsWith('/mdr/')) return description;
  const mark = route.config?.keyMark ? ` (${route.config.keyMark}: held only when a role names it)` : '';
  return [`Action key: ${key}${mark}.`, description].filter(Boolean).join(' ');
}

/** The one module that signs staff in answers for every route's access check. */
function sessionResolverOf(modules: ServerModule[]): SessionResolver {
  const resolvers = modules.flatMap((m) => (m.resolveSession ? [m.resolveSession] : []));
  if (resolvers.length !== 1) throw new Error(`exactly one module must resolve sessions, found ${resolvers.length}`);
  return resolvers[0];
}

/** A module's resources and routes, in a context whose routes carry its OpenAPI tag unless they name one. */
function modulePlugin(module: ServerModule): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRoute', (route) => {
      if (route.schema && !route.schema.tags) route.schema = { ...route.schema, tags: [module.name] };
    });
    await scope.register(resourcesPlugin, { resources: module.resources });
    if (module.routes) await scope.register(module.routes);
  };
}

/** A module's OpenAPI tags: its own for its hand-written routes, one per resource (resource routes carry its name). */
const docTags = (m: ServerModule) => [
  ...(m.routes ? [{ name: m.name, description: m.description }] : []),
  ...m.resources.map((r) => ({
    name: r.name,
    description: [r.description ?? m.description, `Module ${m.name}; action keys ${r.name}.<action>, grouped under ${r.permission} (docs/access.md).`].join('\n\n'),
  })),
];

/** One tag per name: a module with hand-written routes named as one of its resources describes both in one (paragraphs once). */
function mergedTags(tags: { name: string; description?: string }[]): { name: string; description?: string }[] {
  const byName = new Map<string, string[]>();
  for (const t of tags) byName.set(t.name, [...(byName.get(t.name) ?? []), ...(t.description?.split('\n\n') ?? [])]);
  return [...byName].map(([name, paragraphs]) => ({ name, description: [...new Set(paragraphs)].join('\n\n') }));
}

async function registerDocs(app: FastifyInstance, modules: ServerModule[], sessions: SessionCache): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      ...documentHead(app.config),
      components: { securitySchemes: SECURITY_SCHEMES },
      security: STAFF_SECURITY,
      tags: [...mergedTags(modules.flatMap(docTags)), { name: 'dashboard', description: 'The workplace: each module\'s cards, from rollups' },
        { name: 'review_queue', description: 'The review queue: every item waiting on a staff decision, from each module\'s own `waiting` sources, and the claims on them' },
        { name: JOBS_TAG, description: 'Bulk jobs: a command over every record a list filter matches, in the background, with progress, cancel and the failed records (docs/architecture.md "Bulk jobs")' },
        { name: 'api_docs', description: 'This document: served to signed-in staff holding api_docs.read, unless PUBLIC_DOCS=true (server/core/docs-access.ts, docs/deploy.md)' }],
    },
    // each operation's operationId and error answers, from its route's declaration (core/openapi.ts)
    transform: documentRoute,
    transformObject: documentAnswers,
  });
  await app.register(async (docs) => {
    // everything under /docs, Swagger UI's files included, for key holders only, unless PUBLIC_DOCS
    if (!app.config.publicDocs) docs.addHook('onRequest', docsGate(sessions));
    // replaces the every-answer CSP (core/security.ts) on /docs with the one Swagger UI runs under
    await docs.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: DOCS_CSP });
  });
}
