// Session calls (docs/domain.md "Calls"): schema + access + call.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Envelope, langOf, ok } from '../../core/envelope';
import { requireCtx } from '../../core/hooks';
import * as session from './service';

const NoBody = Type.Object({}, { description: 'nothing to send: {}' });

const LoginBody = Type.Object({
  username: Type.Optional(Type.String({ maxLength: 100 })),
  password: Type.Optional(Type.String({ maxLength: 1000 })),
  code: Type.Optional(Type.String({ maxLength: 20, description: 'two-factor code or recovery code, when 2FA is on' })),
});

const CheckData = Type.Object({ accountId: Type.Integer(), name: Type.String(), role: Type.String() });

const InfoData = Type.Object({
  accountId: Type.Integer(),
  name: Type.String(),
  avatar: Type.String(),
  registrationTime: Type.String({ format: 'date-time' }),
  role: Type.String(),
  roleNames: Type.Array(Type.Object({ zh: Type.String(), en: Type.String() }), {
    description: "the names of the member's roles, in role order, as the panel shows who is signed in" }),
  modules: Type.Array(Type.String(), { description: 'the spec\'s module keys opened, then every action key held (roles and extra keys; docs/access.md)' }),
  lists: Type.Array(Type.Unknown()),
  twoFactor: Type.Boolean({ description: 'two-factor sign-in is on' }),
  twoFactorRequired: Type.Boolean({ description: 'holds a REQUIRE_2FA_KEYS key without 2FA: those modules answer -2 until enrolled' }),
  mustChangePassword: Type.Boolean({ description: 'an admin set (new account) or reset the password: /mdr calls answer -2 until it is changed' }),
  preview: Type.Optional(Type.Object({
    kind: Type.Union([Type.Literal('role'), Type.Literal('member')]),
    id: Type.Integer(),
    name: Type.Object({ 'zh-CN': Type.String(), 'en-US': Type.String() }),
  }, { description: 'the session previews this role or member, read-only (docs/preview.md): role and modules are theirs' })),
});

/** Session calls a previewing session may still make although they are not reads (core/preview.ts). */
const inPreview = { inPreview: true } as const;

const MenuMeta = Type.Object({
  locale: Type.String(),
  requiresAuth: Type.Boolean(),
  icon: Type.Optional(Type.String()),
  order: Type.Integer(),
  external: Type.Optional(Type.Boolean({ description: 'path is a URL to open in a new tab' })),
});
const MenuChild = Type.Object({ path: Type.String(), name: Type.String(), meta: MenuMeta });
const MenuItem = Type.Object({ path: Type.String(), name: Type.String(), meta: MenuMeta, children: Type.Array(MenuChild) });

/** Who is calling a public sign-in route, for the session and the audit row. */
export function clientOf(request: FastifyRequest): session.Client {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? ''), requestId: request.id, lang: langOf(request) };
}

const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/user/login', {
    config: { public: true },
    schema: { tags: ['session'], summary: 'Sign in with username and password', body: LoginBody,
      response: { 200: Envelope(Type.Object({ token: Type.String() })) } },
  }, async (request) => {
    return ok(request, await session.login(app.db, app.config, request.body, clientOf(request)));
  });

  app.post('/user/check', {
    config: inPreview,
    schema: { tags: ['session'], summary: 'Is the token still valid', body: NoBody, response: { 200: Envelope(CheckData) } },
  }, async (request) => {
    const { actor } = requireCtx(request);
    return ok(request, { accountId: actor.id, name: actor.name, role: actor.role });
  });

  app.post('/user/info', {
    config: inPreview,
    schema: { tags: ['session'], summary: 'The signed-in staff member', body: NoBody, response: { 200: Envelope(InfoData) } },
  }, async (request) => ok(request, await session.userInfo(app.db, requireCtx(request).actor, app.config.require2faKeys)));

  app.post('/api/user/menu', {
    config: inPreview,
    schema: { tags: ['session'], summary: 'The menu the caller may open',
      description: 'The modules the caller holds, in spec order, then the official website '
        + '{ path: OFFICIAL_SITE_URL, name: "official_site", meta: { external: true } } for everyone.',
      body: NoBody, response: { 200: Envelope(Type.Array(MenuItem)) } },
  }, async (request) => ok(request, session.menuFor(requireCtx(request).actor, app.config.officialSiteUrl)));

  app.post('/user/logout', {
    config: inPreview,
    schema: { tags: ['session'], summary: 'Sign out: the token is revoked',
      description: 'Every later call with the token is -3 at once (also on a server that remembered the session for reads).',
      body: NoBody, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    await session.logout(app.db, requireCtx(request), request.sessionId!);
    return ok(request, null);
  });
};

export default sessionRoutes;
