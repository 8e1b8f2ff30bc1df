// The API's conventions (docs/api.md) applied to every API route in one place:
// the envelope for every error, the appid header, and access — a token resolved
// into request.ctx and the route's declared permission checked against it.
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Kysely } from 'kysely';
import { modulesOpened, type ActionKey, type KeyMark } from '../../contract/access/actionKeys';
import { hasKey } from '../../contract/access/modules';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import type { RequestContext } from './context';
import { AppError, Code, forbidden, invalidField, notFound, relogin } from './errors';
import { langOf, sendAppError, sendUnexpected } from './envelope';
import type { SessionCache } from './session-cache';
import { refuseWhilePreviewing } from './preview';
import { checkStepUp } from './stepup';
import { fromFastifyError, refuseUnstorableText } from './validation';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
    config: Config;
  }
  interface FastifyRequest {
    /** who is calling; null on public routes (login) */
    ctx: RequestContext | null;
    /** the session behind the token, for sign-out */
    sessionId: number | null;
    /** the session was confirmed within the last minutes (core/stepup.ts) */
    stepUpFresh: boolean;
  }
  interface FastifyContextConfig {
    /**
     * The action key the caller needs (contract/access/actionKeys.ts), '*' for
     * role '*' only, or SIGNED_IN for any signed-in staff member. Required on
     * every /mdr route: one without it is refused (-2). Typed: a misspelt key
     * fails the type check (a new one exists once `npm run keys:generate` ran).
     */
    permission?: ActionKey | typeof SIGNED_IN | '*';
    /**
     * The spec's module key(s) the route's action key belongs to (joined by
     * allKeys when its page needs several), for the generated key list
     * (server/keys.ts); a hand-written route under a resource's path may leave
     * it to the resource's routes.
     */
    keyModule?: string;
    /** the action key moves money or reveals personal data (contract/access/actionKeys.ts) */
    keyMark?: KeyMark;
    /**
     * Fields of the route's answer shown only with another key (a resource's
     * money figures, `<resource>.read_money`): for the generated list, which
     * lists that key (marked money) with the fields it shows.
     */
    keyFields?: { key: string; fields: readonly string[] };
    /** the module key whose figures the route shows when it is grouped elsewhere (a workplace card) */
    keyAbout?: string;
    /** Callable without a token (sign-in). Never honoured under /mdr. */
    public?: boolean;
    /**
     * Counts a wrong secret (a password or 2FA code) toward the sign-in limits, so the route answers -6
     * past them (server/modules/session/limits.ts): for the API document's error answers (core/openapi.ts).
     */
    guessLimited?: boolean;
    /** The bot key scope a partner route needs (server/modules/bots/partner.ts `partnerRoute`), for the API document. */
    partnerScope?: string;
    /**
     * Callable with a staff token (a live session, held to `permission`) or
     * without one, when the route's own preHandler lets the caller in another
     * way (a partner's bot key). Never honoured under /mdr.
     */
    tokenOptional?: boolean;
    /**
     * Writes nothing (a resource's list, get, export…): its caller's session may
     * come from the in-process memory (session-cache.ts). Any other route empties
     * that memory when it starts and when it has answered, unless `keepsSessions`.
     */
    readOnly?: boolean;
    /**
     * Writes, but none of the tables a session resolves from (SESSION_TABLES:
     * a command on a withdrawal, an article's update): the memory is kept, as
     * for a read. A change those tables do get is announced by the database on
     * commit (session-cache.ts), which still empties it.
     */
    keepsSessions?: boolean;
    /**
     * Answered while the session previews a role (core/preview.ts) although it is
     * not a read: sign-out, ending the preview, the session's own info and menu.
     */
    inPreview?: boolean;
  }
}

/**
 * The permission of routes every signed-in staff member may call whatever
 * their modules (their own message centre). Explicit, so that a /mdr route
 * which simply forgot its permission is still refused.
 */
export const SIGNED_IN = '@signed-in' as const;

/**
 * A hook that does no I/O, written with Fastify's `done` instead of as an
 * async function: Fastify then runs it without a promise and a microtask of
 * its own, on every call (docs/performance.md). A throw is the hook's error.
 */
export const syncHook = (check: (request: FastifyRequest, reply: FastifyReply) => void) =>
  function hook(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
    check(request, reply);
    done();
  };

/** Envelope answers for errors and unknown routes, and the request id header. */
export function registerEnvelope(app: FastifyInstance): void {
  app.addHook('onRequest', syncHook((request, reply) => {
    reply.header('x-request-id', request.id);
  }));
  app.setErrorHandler((err, request, reply) => {
    if (err instanceof AppError) return sendAppError(request, reply, err);
    const mapped = fromFastifyError(err as { code?: unknown; statusCode?: number }, request.routeOptions.bodyLimit);
    if (mapped) return sendAppError(request, reply, mapped);
    return sendUnexpected(request, reply, err);
  });
  app.setNotFoundHandler((request, reply) => sendAppError(request, reply, notFound()));
}

function checkAppid(request: FastifyRequest): void {
  if (request.headers.appid !== '4') throw invalidField('appid', 'validation.appid');
}

/** The route writes nothing a session resolves to: the in-process memory of sessions stays (session-cache.ts). */
const keepsSessions = ({ routeOptions: { config } }: FastifyRequest) => config.readOnly === true || config.keepsSessions === true;

function routeNeedsSession(request: FastifyRequest): { mdr: boolean; open: boolean } {
  const mdr = request.routeOptions.url?.startsWith('/mdr/') ?? false;
  const { config } = request.routeOptions;
  const open = config.public === true || (config.tokenOptional === true && request.headers.token === undefined);
  return { mdr, open: !mdr && open };
}

/**
 * Resolves the token into request.ctx; -3 without a live session, -2 without
 * the route's permission. Who holds a token is the session module's answer,
 * handed in by app.ts (core never imports a module).
 */
function accessCheck(sessions: SessionCache) {
  return async function checkAccess(this: FastifyInstance, request: FastifyRequest): Promise<void> {
    if (!keepsSessions(request)) sessions.forget();
    const { mdr, open } = routeNeedsSession(request);
    if (open) return;
    const token = request.headers.token;
    const session = await sessions.resolve(this.db, this.config, typeof token === 'string' ? token : undefined);
    if (!session) throw relogin();
    request.sessionId = session.sessionId;
    request.stepUpFresh = session.stepUpFresh === true;
    request.ctx = {
      actor: session.actor,
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? ''),
      requestId: request.id,
      lang: langOf(request),
      stepUpFresh: request.stepUpFresh,
      ...(request.routeOptions.config.keepsSessions === true
        ? { confirmSession: { id: session.sessionId, stepUp: request.routeOptions.config.stepUp === true } } : {}),
    };
    const permission = request.routeOptions.config.permission;
    if (mdr && !permission) throw forbidden(); // secure by default: no declared key, no access
    if (permission && permission !== SIGNED_IN && !hasKey(request.ctx.actor, permission)) throw forbidden();
    refuseWhilePreviewing(request, request.ctx.actor);
    checkAccountSetup(request.ctx.actor, mdr, permission, this.config.require2faKeys);
  };
}

/**
 * What the account must do first, each a distinct -2 the panel turns into a
 * page: change a reset password (any /mdr call), enrol two-factor sign-in
 * (routes of a key in REQUIRE_2FA_KEYS). Staff without 2FA elsewhere pass.
 */
function checkAccountSetup(actor: RequestContext['actor'], mdr: boolean, permission: string | undefined, require2fa: string[]): void {
  if (mdr && actor.mustChangePassword) throw new AppError(Code.FORBIDDEN, 'error.password_change', {}, { passwordChange: true });
  if (permission && !actor.twoFactor && needsTwoFactor(actor, require2fa, permission)) {
    throw new AppError(Code.FORBIDDEN, 'error.two_factor_required', {}, { twoFactorRequired: true });
  }
}

/** The staff member holds `permission` and it is one of the keys that require two-factor sign-in. */
export function needsTwoFactor(actor: RequestContext['actor'], require2fa: string[], permission?: string): boolean {
  if (!require2fa.length) return false;
  const named = permission === undefined ? undefined : keysNamed(permission);
  const keys = named ? require2fa.filter((k) => named.includes(k)) : require2fa;
  return keys.some((k) => hasKey(actor, k));
}

/** The keys a permission names: a route is guarded by its action key's module keys (the setting names module keys), a compound one by each key it names. */
const namedKeys = new Map<string, string[]>();
function keysNamed(permission: string): string[] {
  let named = namedKeys.get(permission);
  if (!named) namedKeys.set(permission, (named = permission.split(/[|&]/).flatMap((k) => [k, ...modulesOpened(k)])));
  return named;
}

/** The API context's hooks: appid, an absent body read as {}, access (sessions resolved through the app's memory of them). */
export function registerApiHooks(api: FastifyInstance, sessions: SessionCache): void {
  api.addHook('onRequest', syncHook(checkAppid));
  api.addHook('onRequest', accessCheck(sessions));
  // a write's transaction is committed once it has answered: sessions read meanwhile are not kept
  api.addHook('onResponse', syncHook((request) => {
    if (!keepsSessions(request)) sessions.forget();
  }));
  api.addHook('preValidation', syncHook((request) => {
    if (request.body === undefined) request.body = {};
    refuseUnstorableText(request);
  }));
  api.decorateRequest('stepUpFresh', false);
  api.addHook('preHandler', syncHook(checkStepUp));
}

/** The caller of a signed-in route (the access hook guarantees it). */
export function requireCtx(request: FastifyRequest): RequestContext {
  if (!request.ctx) throw relogin();
  return request.ctx;
}
