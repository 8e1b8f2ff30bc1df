// The routes of the notices module: the platform's pull (/v3/notices/pull, a
// bot key with notices:read) and the webhooks staff manage (/mdr/webhooks/*:
// reads need webhooks.read, every change webhooks.manage, in the user module).
import { Type, type TSchema } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ActionKey } from '../../../contract/access/actionKeys';
import { DELIVERY_STATES, type DeliveryState } from '../../../contract/webhooks';
import { NewWebhookSchema, WebhookDeliverySchema, WebhookSchema, WebhookWriteSchema, type WebhookWrite } from '../../../contract/records/webhooks';
import { Envelope, ok } from '../../core/envelope';
import { notFound } from '../../core/errors';
import { requireCtx } from '../../core/hooks';
import { BigId, Id, OrderSchema, Page, PageSize, StringEnum, Version } from '../../resources/schemas';
import { partnerRoute } from '../bots';
import { PullAnswer, PullBody, pullNotices } from './pull';
import { findHook, listDeliveries, listHooks, WEBHOOK_SORTS, type HookQuery } from './store';
import { createHook, deleteHook, resendDelivery, updateHook } from './webhooks';

const READ_KEY = 'webhooks.read' as ActionKey;
const MANAGE_KEY = 'webhooks.manage' as ActionKey;

const strict = (props: Parameters<typeof Type.Object>[0]) => Type.Object(props, { additionalProperties: false });

/** A staff route of the webhooks: its key, in the user module (menu.use.user). */
const hookRoute = (key: ActionKey, summary: string, body: TSchema, answer: TSchema) => ({
  // reads may use the session memory; writes on tables no session resolves from keep it (core/hooks.ts)
  config: { permission: key, keyModule: 'menu.use.user', readOnly: key === READ_KEY, keepsSessions: key !== READ_KEY },
  schema: { tags: ['webhooks'], summary, body, response: { 200: Envelope(answer) } },
});

const ListBody = strict({
  page: Type.Optional(Page), pageSize: Type.Optional(PageSize),
  sort: Type.Optional(StringEnum(Object.keys(WEBHOOK_SORTS) as (keyof typeof WEBHOOK_SORTS)[])), order: Type.Optional(OrderSchema),
  filter: Type.Optional(strict({ active: Type.Optional(Type.Boolean()), q: Type.Optional(Type.String({ maxLength: 200 })) })),
  exactTotal: Type.Optional(Type.Boolean({ description: 'accepted for the panel\'s lists; totals are always exact here' })),
});
const listAnswer = (item: TSchema) => Type.Object({ list: Type.Array(item), total: Type.Integer() });
const DeliveriesBody = strict({
  webhookId: Id, page: Type.Optional(Page), pageSize: Type.Optional(PageSize), status: Type.Optional(StringEnum(DELIVERY_STATES)),
});
const UpdateData = Type.Partial(WebhookWriteSchema, { additionalProperties: false, minProperties: 1 });

const noticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const allowPrivate = () => app.config.webhookAllowPrivate;

  app.post('/v3/notices/pull', {
    ...partnerRoute('notices:read'),
    schema: { tags: ['partner'], summary: 'Notices for the platform\'s players, in commit order from a cursor (bot key with notices:read on header x-bot-key)',
      body: PullBody, response: { 200: Envelope(PullAnswer) } },
  }, async (request) => {
    const { after, limit } = request.body as { after?: number; limit?: number };
    return ok(request, await pullNotices(app.db, after, limit));
  });

  app.post('/mdr/webhooks/list', hookRoute(READ_KEY, 'Webhooks (never their secrets), with their deliveries\' figures', ListBody, listAnswer(WebhookSchema)),
    async (request) => {
      const b = request.body as Partial<HookQuery> & { filter?: { active?: boolean; q?: string } };
      return ok(request, await listHooks(app.db, {
        page: b.page ?? 1, pageSize: b.pageSize ?? 20, sort: b.sort ?? 'id', order: b.order ?? 'DESC', ...b.filter,
      }));
    });

  app.post('/mdr/webhooks/get', hookRoute(READ_KEY, 'One webhook (never its secret)', strict({ id: Id }), WebhookSchema), async (request) => {
    const { id } = request.body as { id: number };
    const hook = await findHook(app.db, id);
    if (!hook) throw notFound({ id });
    return ok(request, hook);
  });

  app.post('/mdr/webhooks/create', hookRoute(MANAGE_KEY, 'A webhook: the answer holds its secret, shown this once',
    strict({ data: WebhookWriteSchema }), NewWebhookSchema), async (request) => {
    const { data } = request.body as { data: WebhookWrite };
    return ok(request, await createHook(app.db, requireCtx(request), data, allowPrivate()));
  });

  app.post('/mdr/webhooks/update', hookRoute(MANAGE_KEY, 'Change a webhook\'s address, kinds or active (-5 when version is stale)',
    strict({ id: Id, data: UpdateData, version: Version }), WebhookSchema), async (request) => {
    const { id, data, version } = request.body as { id: number; data: Partial<WebhookWrite>; version: number };
    return ok(request, await updateHook(app.db, requireCtx(request), id, data, version, allowPrivate()));
  });

  app.post('/mdr/webhooks/delete', hookRoute(MANAGE_KEY, 'Delete a webhook and its deliveries', strict({ id: Id }), WebhookSchema),
    async (request) => ok(request, await deleteHook(app.db, requireCtx(request), (request.body as { id: number }).id)));

  app.post('/mdr/webhooks/deliveries', hookRoute(READ_KEY, 'A webhook\'s deliveries, newest first, each with its attempts',
    DeliveriesBody, listAnswer(WebhookDeliverySchema)), async (request) => {
    const b = request.body as { webhookId: number; page?: number; pageSize?: number; status?: DeliveryState };
    return ok(request, await listDeliveries(app.db, { ...b, page: b.page ?? 1, pageSize: b.pageSize ?? 20 }));
  });

  app.post('/mdr/webhooks/resend', hookRoute(MANAGE_KEY, 'Queue a delivery again now (a new 24 hours of retries)',
    strict({ id: { ...BigId, description: 'the delivery' } }), strict({ id: Type.Integer(), webhookId: Type.Integer() })),
  async (request) => ok(request, await resendDelivery(app.db, requireCtx(request), (request.body as { id: number }).id)));
};

export default noticeRoutes;
