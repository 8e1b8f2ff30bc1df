// QR sign-in calls (docs/panel.md "Sign-in"): schema + access + call.
// /user/qr_login is public (the device has no session yet); scan, confirm and
// decline need the signed-in staff member who vouches for the device.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../core/envelope';
import { requireCtx } from '../../core/hooks';
import { listensEverywhere, panelBase } from '../../core/origin';
import { clientOf } from '../session';
import * as qr from './service';

const Secret = (description: string) => Type.String({ minLength: 1, maxLength: 100, description });
const DateTime = Type.String({ format: 'date-time' });
const Status = Type.Union([
  Type.Literal('waiting'), Type.Literal('scanned'), Type.Literal('confirmed'),
  Type.Literal('declined'), Type.Literal('expired'), Type.Literal('used'),
]);

const LoginBody = Type.Object({
  app: Type.Literal(qr.QR_APP),
  ticket: Type.Optional(Secret('to poll: the ticket of an earlier answer; without it a new ticket is issued')),
});

const Issued = Type.Object({
  ticket: Type.String({ description: 'keep it on this device and poll with it; never put it in the QR' }),
  qrText: Type.String({ description: 'the link to show as the QR code (the panel page that confirms)' }),
  expiresAt: DateTime,
  pollIntervalMs: Type.Integer(),
});

const Polled = Type.Object({
  status: Status,
  token: Type.Optional(Type.String({ description: 'only in the first answer after confirmation (status confirmed)' })),
  expiresAt: DateTime,
});

const CodeBody = Type.Object({ ticket: Secret('the ticket parameter of the QR link (not the polling ticket)') });

const TicketView = Type.Object({
  status: Status,
  requester: Type.Object({ ip: Type.String(), device: Type.String(), userAgent: Type.String() }),
  createdAt: DateTime,
  expiresAt: DateTime,
});

const QR_FLOW = `Two random secrets: \`ticket\` stays on the device that wants to sign in and is the only thing \
that can poll; a separate code travels in \`qrText\` (\`<PUBLIC_URL, else http://HOST:PORT>/#/qr/confirm?ticket=<code>\`, \
never from the request's Host or X-Forwarded-Host) \
and is the only thing that can scan, confirm or decline (/user/qr_scan, /user/qr_confirm, /user/qr_decline, \
signed in). So whoever photographs the code cannot collect the token. The token comes once, in the first poll \
after confirmation (\`confirmed\`); later polls answer \`used\`. Tickets expire after QR_TICKET_SECONDS \
(default 120); a declined or expired ticket never yields a token. Only hashes of both secrets are stored; the \
session is opened for the confirming staff member at collection.`;

const qrRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const linkBase = panelBase(app.config);
  if (!app.config.publicUrl && listensEverywhere(app.config.host)) {
    app.log.warn(`PUBLIC_URL is empty: QR sign-in codes link to ${linkBase}, which only this machine can open`);
  }
  app.post('/user/qr_login', {
    config: { public: true },
    schema: {
      summary: 'QR sign-in: issue a ticket ({app}), or poll one ({app, ticket})',
      description: QR_FLOW,
      body: LoginBody,
      response: { 200: Envelope(Type.Union([Issued, Polled])) },
    },
  }, async (request) => {
    const { ticket } = request.body;
    if (ticket !== undefined) return ok(request, await qr.poll(app.db, app.config, clientOf(request), ticket));
    return ok(request, await qr.issue(app.db, app.config, clientOf(request), linkBase));
  });

  const actions: [string, qr.QrAction, string][] = [
    ['/user/qr_scan', 'scan', 'QR sign-in: see who asks (marks the ticket scanned)'],
    ['/user/qr_confirm', 'confirm', 'QR sign-in: let the device sign in as me'],
    ['/user/qr_decline', 'decline', 'QR sign-in: refuse the device'],
  ];
  for (const [path, action, summary] of actions) {
    app.post(path, {
      schema: { summary, body: CodeBody, response: { 200: Envelope(TicketView) } },
    }, async (request) => ok(request, await qr.act(app.db, requireCtx(request), request.body.ticket, action)));
  }
};

export default qrRoutes;
