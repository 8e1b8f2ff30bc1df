// The message centre (docs/panel.md "Message centre"): schema + access +
// call. Open to every signed-in staff member (SIGNED_IN), whatever their
// modules: each sees and marks only their own messages.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../core/envelope';
import { SIGNED_IN, requireCtx } from '../../core/hooks';
import { BigId, Page, PageSize } from '../../resources/schemas';
import { Kind, Message, ReadStatus } from './response';
import * as inbox from './service';
import './texts';
import './todos';

const ReadBody = Type.Object({ ids: Type.Array(BigId, { minItems: 1, maxItems: 500 }) });
const ReadData = Type.Object({ ids: Type.Array(Type.Integer(), { description: 'the ids this call marked read, ascending' }) });

const ListBody = Type.Object({
  page: Type.Optional(Page),
  pageSize: Type.Optional(PageSize),
  filter: Type.Optional(Type.Object({ type: Type.Optional(Kind), status: Type.Optional(ReadStatus) })),
});
const ListData = Type.Object({ list: Type.Array(Message), total: Type.Integer() });

const UnreadData = Type.Object({
  message: Type.Integer(), notice: Type.Integer(), todo: Type.Integer(), total: Type.Integer(),
});

const config = { permission: SIGNED_IN };
const TODOS = 'Items are rendered in the caller\'s language. A todo names the record and the state it asks about: '
  + 'once that record moves to another state (any transition, single or _many) every recipient\'s copy becomes '
  + 'done (messageType 1) and read, in the same transaction (server/modules/messages/todos.ts). Today: submitting '
  + 'an article sends the guide team a todo; rejecting one sends them a message.';
const tags = ['messages'];

const messagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/mdr/messages/list', {
    config,
    schema: { tags, summary: 'My messages: unread first, then newest', description: TODOS, body: ListBody,
      response: { 200: Envelope(ListData) } },
  }, async (request) => {
    const { page = 1, pageSize = 20, filter } = request.body;
    return ok(request, await inbox.list(app.db, requireCtx(request), { page, pageSize, filter }));
  });

  app.post('/mdr/messages/read', {
    config,
    schema: { tags, summary: 'Mark my messages read; answers the ids that were unread (others\' ids are ignored)',
      body: ReadBody, response: { 200: Envelope(ReadData) } },
  }, async (request) => ok(request, await inbox.read(app.db, requireCtx(request), request.body.ids)));

  app.post('/mdr/messages/read_all', {
    config,
    schema: { tags, summary: 'Mark all my unread messages (of one type) read', body: Type.Object({ type: Type.Optional(Kind) }),
      response: { 200: Envelope(Type.Object({ count: Type.Integer() })) } },
  }, async (request) => ok(request, await inbox.readAll(app.db, requireCtx(request), request.body.type)));

  app.post('/mdr/messages/unread', {
    config,
    schema: { tags, summary: 'How many of my messages are unread, per type', body: Type.Object({}),
      response: { 200: Envelope(UnreadData) } },
  }, async (request) => ok(request, await inbox.unread(app.db, requireCtx(request))));
};

export default messagesRoutes;
