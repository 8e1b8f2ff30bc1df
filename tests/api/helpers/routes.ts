// What the generated API tests sweep over, read from the app and the module
// registry themselves, so a new resource, command or route is covered without
// editing a test: every route the app registers (with its declared permission
// and body schema) and every resource the registry declares.
import { channel } from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { resources } from '../../../server/modules';
import type { AnyResource } from '../../../server/resources/types';

/** Every resource of every module (the one place that knows the registry's shape). */
export function registeredResources(): AnyResource[] {
  return resources;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  /** config.permission as declared (undefined when none) */
  permission: string | undefined;
  /** config.public */
  public: boolean;
  /** config.tokenOptional: callable without a token (a partner's bot key instead) */
  tokenOptional: boolean;
  /** the body schema the route validates with (after the app's own onRoute rewrites), or undefined */
  body: unknown;
}

/**
 * Runs `build` (which creates a Fastify instance synchronously at its start,
 * as buildApp does) and records every route that instance registers. Fastify
 * publishes each new instance on the `fastify.initialization` diagnostics
 * channel, so an `onRoute` hook is in place before the first route, whatever
 * plugins the app registers. The route options are read after the app is
 * ready, so later onRoute hooks (closeObjects, OpenAPI tags) are included.
 */
export async function captureRoutes(build: () => Promise<FastifyInstance>): Promise<{ app: FastifyInstance; routes: () => RegisteredRoute[] }> {
  const seen: RouteOptions[] = [];
  let attached = false;
  const init = channel('fastify.initialization');
  const onInit = (message: unknown) => {
    if (attached) return; // only the app's own instance, not one it might create inside
    attached = true;
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route) => { seen.push(route); });
  };
  init.subscribe(onInit);
  let pending: Promise<FastifyInstance>;
  try {
    pending = build();
  } finally {
    init.unsubscribe(onInit);
  }
  const app = await pending;
  if (!attached) throw new Error('captureRoutes: the build created no Fastify instance synchronously');
  const routes = () => seen.flatMap((r) => [r.method].flat().map((method) => ({
    method: String(method),
    url: r.url,
    permission: r.config?.permission,
    public: r.config?.public === true,
    tokenOptional: r.config?.tokenOptional === true,
    body: r.schema?.body,
  })));
  return { app, routes };
}

/** The /mdr routes of one resource: /mdr/<name>/<action>. */
export function routesOf(routes: RegisteredRoute[], def: AnyResource): (RegisteredRoute & { action: string })[] {
  const prefix = `/mdr/${def.name}/`;
  return routes.filter((r) => r.method === 'POST' && r.url.startsWith(prefix))
    .map((r) => ({ ...r, action: r.url.slice(prefix.length) }));
}

/** The resource a /mdr route belongs to, or undefined for a module's hand-written route. */
export function resourceOf(route: RegisteredRoute): AnyResource | undefined {
  return registeredResources().find((def) => route.url.startsWith(`/mdr/${def.name}/`));
}
