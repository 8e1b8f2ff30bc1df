// What the OpenAPI document says beyond each route's schema, derived in this one place from the routes'
// declarations (url and config: permission, public, tokenOptional, readOnly…) so that no route writes it
// by hand: each operation's operationId, and the envelope's error answers it may give, as references to
// the shared response components (./openapi-errors.ts). docs/api.md "The API document".
import type { RouteOptions } from 'fastify';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { Config } from '../config';
import { ERROR_ANSWERS, errorResponses, REQUEST_ID_HEADER, requestIdHeader, type ErrorAnswerName } from './openapi-errors';
import { SIGNED_IN } from './hooks';
import { panelBase } from './origin';
import { PACKAGE, PRODUCT_NAME } from './health';

/** The prefixes every staff path starts with, left out of its name: /mdr/articles/list is articles_list. */
const DROPPED_PREFIXES = new Set(['mdr', 'api']);

/**
 * The operationId of a route: its path's segments joined by `_`, less a leading /mdr or /api, so a
 * resource's action is `<resource>_<action>` (articles_list), a bulk job jobs_<resource>_<command>, a
 * partner route keeps its v3_ (v3_articles_list, apart from articles_list) and sign-in is user_login.
 * Stable while the path is; unique because paths are (the document refuses a duplicate).
 */
export function operationIdOf(url: string): string {
  const parts = url.split('/').filter(Boolean);
  const named = DROPPED_PREFIXES.has(parts[0]) && parts.length > 1 ? parts.slice(1) : parts;
  return named.join('_').replace(/[^A-Za-z0-9_]/g, '_');
}

type Declared = Pick<RouteOptions, 'url' | 'config' | 'schema'>;
/** The parts of the document read here (its full type is @fastify/swagger's dependency's, not ours). */
type Operation = { operationId?: string; responses: Record<string, unknown> } & Record<string, unknown>;
interface Document { paths: Record<string, Record<string, Operation>>; components?: { responses?: Record<string, unknown>; headers?: Record<string, unknown> } }

const hasInput = (schema: Declared['schema']) => !!(schema?.body || schema?.querystring);
const bodyHasId = (schema: Declared['schema']) =>
  !!(schema?.body as { properties?: Record<string, unknown> } | undefined)?.properties?.id;

/**
 * The error answers a route's declaration lets it give (docs/api.md "Answers: the envelope"): input is
 * checked on every route that takes some (-1); a token or bot key on every route but sign-in and those
 * declaring no security (-3); a key, bot scope or step-up where one is declared, and the account refusals
 * on every /mdr route (-2); a record by `id` may be missing (-4); a staff write may conflict (-5); sign-in,
 * bot keys (calls per minute) and routes counting guesses are limited (-6). Any envelope route may fail (0).
 */
export function errorAnswersOf({ url, config, schema }: Declared): ErrorAnswerName[] {
  const c = config ?? {};
  const staff = url.startsWith('/mdr/') || (!!c.permission && c.permission !== SIGNED_IN);
  const botKey = !!c.partnerScope || c.tokenOptional === true;
  const open = (c.public === true && !c.partnerScope) || (Array.isArray(schema?.security) && schema.security.length === 0);
  const answers: ErrorAnswerName[] = [];
  if (hasInput(schema)) answers.push('InvalidInput');
  if (!open) answers.push('SignInAgain');
  if (staff || botKey || c.stepUp) answers.push('Forbidden');
  if (bodyHasId(schema)) answers.push('NotFound');
  if (staff && !c.readOnly) answers.push('Conflict');
  if (c.public || botKey || c.guessLimited) answers.push('TooManyRequests');
  if (answers.length) answers.push('Failure');
  return answers;
}

/** How a caller proves who it is: appid on every call, then a staff session's token or a partner bot's key. */
export const SECURITY_SCHEMES = {
  appid: { type: 'apiKey', in: 'header', name: 'appid', description: 'always 4' },
  token: { type: 'apiKey', in: 'header', name: 'token', description: 'session token from /api/user/login' },
  botKey: { type: 'apiKey', in: 'header', name: 'x-bot-key', description: 'a partner bot\'s key, holding the scope the route names (docs/api.md)' },
} as const;
/** The document's default: staff routes need appid and a session token. */
export const STAFF_SECURITY = [{ appid: [], token: [] }];
const BOT_SECURITY = { appid: [], botKey: [] };

/**
 * A route's own security where it differs from the staff default: a partner route takes a bot key, a
 * route with `tokenOptional` a token or a bot key, a public one (sign-in) appid alone. A route that
 * declares its own (health: none) keeps it; undefined leaves the document's default.
 */
export function securityOf({ config, schema }: Pick<Declared, 'config' | 'schema'>): Record<string, string[]>[] | undefined {
  const c = config ?? {};
  if (Array.isArray(schema?.security)) return undefined;
  if (c.partnerScope) return [BOT_SECURITY];
  if (c.tokenOptional === true) return [...STAFF_SECURITY, BOT_SECURITY];
  if (c.public === true) return [{ appid: [] }];
  return undefined;
}

/** The extension a route's document entry carries from `transform` to `transformObject`, which replaces it. */
const ANSWERS_KEY = 'x-error-answers';

/** @fastify/swagger's per-route transform: the operationId, security and error answers of the route's declaration. */
export const documentRoute: SwaggerTransform = ({ schema, url, route }) => {
  const security = securityOf(route);
  return {
    url,
    schema: { ...schema, operationId: operationIdOf(url), ...(security ? { security } : {}), [ANSWERS_KEY]: errorAnswersOf(route) } as typeof schema,
  };
};

/** Each operation's error answers as references to components.responses; refuses an operationId used twice. */
export const documentAnswers: SwaggerTransformObject = (documentObject) => {
  const doc = (documentObject as unknown as { openapiObject: Document }).openapiObject;
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const id = op.operationId!;
      if (seen.has(id)) throw new Error(`operationId ${id} of ${method} ${path} is also ${seen.get(id)}'s`);
      seen.set(id, `${method} ${path}`);
      // the route's own answers carry the request id too (the error answers' components say it once)
      for (const answer of Object.values(op.responses) as { $ref?: string; headers?: object }[]) {
        if (!answer.$ref) answer.headers = { ...answer.headers, ...REQUEST_ID_HEADER };
      }
      for (const name of (op[ANSWERS_KEY] ?? []) as ErrorAnswerName[]) {
        const status = String(ERROR_ANSWERS[name].status);
        // a status the route declares itself (health's 503) keeps the route's own description
        op.responses[status] ??= { $ref: `#/components/responses/${name}` };
      }
      delete op[ANSWERS_KEY];
    }
  }
  doc.components = {
    ...doc.components,
    responses: { ...doc.components?.responses, ...errorResponses() },
    headers: { ...doc.components?.headers, ...requestIdHeader },
  };
  return doc as unknown as ReturnType<SwaggerTransformObject>;
};

/** The document's info and servers: this package's version, and where its clients call. */
export function documentHead(config: Pick<Config, 'publicUrl' | 'host' | 'port'>) {
  return {
    info: {
      title: `${PRODUCT_NAME} API`,
      version: PACKAGE.version,
      description: 'The back office API of a game-content platform. Every call is POST with a JSON body and the header appid: 4; '
        + 'every answer is the envelope {code, message, data} (code 1 success, 0 failure, -1 invalid input, -2 forbidden, '
        + '-3 sign in again, -4 not found, -5 conflict, -6 too many requests), with the HTTP status that fits the code: each '
        + 'operation lists the error answers it may give (components.responses). Conventions: docs/api.md; '
        + 'each resource\'s records and rules: the description of its tag below.',
    },
    // PUBLIC_URL when set; else the server that served the document (relative), not HOST:PORT, which
    // on 0.0.0.0 names this machine's loopback (./origin.ts): Swagger UI's calls would go to the reader's own
    servers: [config.publicUrl ? { url: panelBase(config), description: 'PUBLIC_URL' }
      : { url: '/', description: 'the server that serves this document (PUBLIC_URL names it)' }],
  };
}
