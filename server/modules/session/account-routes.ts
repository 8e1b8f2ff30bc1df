// My account routes (docs/api.md "My account"): any signed-in staff member, on
// their own account. Schema + one service call each.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminSessionSchema } from '../../../contract/records/admins';
import { Envelope, ok } from '../../core/envelope';
import { requireCtx } from '../../core/hooks';
import { BigId } from '../../resources/schemas';
import * as account from './account';
import './messages';

const NoBody = Type.Object({}, { description: 'nothing to send: {}' });
const Code6 = Type.String({ minLength: 1, maxLength: 20, description: 'a 6-digit TOTP code or a recovery code' });

const StepUpBody = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 20, description: 'TOTP or recovery code (2FA on)' })),
  password: Type.Optional(Type.String({ maxLength: 1000, description: 'the password (2FA off)' })),
});
const PasswordBody = Type.Object({
  current: Type.String({ minLength: 1, maxLength: 1000 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
});
// the staff page's session (contract/records/admins.ts), and whether it is the caller's own
const SessionItem = Type.Object({ ...AdminSessionSchema.properties, current: Type.Boolean({ description: 'the session of this call' }) });

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config;
  const post = app.post.bind(app);
  const tags = ['account'];
  // a wrong password or code counts toward the sign-in limits (./limits.ts): -6 past them
  const guessed = { guessLimited: true };

  post('/user/step_up', {
    schema: { tags, summary: 'Confirm it is you (step-up): TOTP code with 2FA on, else the password; valid 5 minutes on this session',
      body: StepUpBody, response: { 200: Envelope(Type.Null()) } },
    config: guessed,
  }, async (req) => {
    await account.stepUp(app.db, requireCtx(req), req.sessionId!, req.body, limits);
    return ok(req, null);
  });

  post('/user/change_password', {
    schema: { tags, summary: 'Change my password (current one required); my other sessions are signed out',
      body: PasswordBody, response: { 200: Envelope(Type.Null()) } },
    config: guessed,
  }, async (req) => {
    await account.changePassword(app.db, requireCtx(req), req.sessionId!, req.body, limits);
    return ok(req, null);
  });

  post('/user/sessions', {
    schema: { tags, summary: 'My live sessions', body: NoBody, response: { 200: Envelope(Type.Array(SessionItem)) } },
  }, async (req) => ok(req, await account.ownSessions(app.db, requireCtx(req), req.sessionId!)));

  post('/user/revoke_session', {
    schema: { tags, summary: 'Sign one of my sessions out', body: Type.Object({ id: BigId }),
      response: { 200: Envelope(Type.Null()) } },
  }, async (req) => {
    await account.revokeOwnSession(app.db, requireCtx(req), req.body.id);
    return ok(req, null);
  });

  post('/user/2fa_setup', {
    schema: { tags, summary: 'Start 2FA enrolment: a new secret and its otpauth:// URI (for the QR code)', body: NoBody,
      response: { 200: Envelope(Type.Object({ secret: Type.String(), uri: Type.String() })) } },
  }, async (req) => ok(req, await account.setupTwoFactor(app.db, requireCtx(req))));

  post('/user/2fa_enable', {
    schema: { tags, summary: 'Confirm enrolment with a code: 2FA on, 10 single-use recovery codes shown once',
      body: Type.Object({ code: Code6 }), response: { 200: Envelope(Type.Object({ recoveryCodes: Type.Array(Type.String()) })) } },
    config: guessed,
  }, async (req) => ok(req, await account.enableTwoFactor(app.db, requireCtx(req), req.sessionId!, req.body.code, limits)));

  post('/user/2fa_disable', {
    schema: { tags, summary: 'Turn 2FA off with a code', body: Type.Object({ code: Code6 }), response: { 200: Envelope(Type.Null()) } },
    config: guessed,
  }, async (req) => {
    await account.disableTwoFactor(app.db, requireCtx(req), req.body.code, limits);
    return ok(req, null);
  });
};

export default accountRoutes;
