// The tooltip (docs/game-data.md): POST /v3/accelerate/tooltip {type, item_id,
// game_version_id} → {icon_url, name} in the caller's language; each field 0
// when missing, version 0 = the current one, an unknown item -4. Its batch form
// serves the panel's widget (many tooltips on a page, one call), and
// item_search the item picker. Open to any signed-in staff member (token) and
// to partner bots whose key holds tooltip:read (x-bot-key). Answers come from
// the in-process memory (cache.ts) with an ETag: a matching If-None-Match is a
// 304 without a body.
import { createHash } from 'node:crypto';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TOOLTIP_BATCH_MAX } from '../../../contract/game_data';
import { Envelope, langOf, ok } from '../../core/envelope';
import { notFound } from '../../core/errors';
import { SIGNED_IN } from '../../core/hooks';
import { t } from '../../core/i18n';
import { requireBotKey } from '../bots';
import { searchItems } from './search';
import { tooltipCache, type CachedAnswer, type TooltipItem, type TooltipKey } from './cache';

const Int = (description: string) => Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, default: 0, description }));
const TooltipBody = Type.Object({
  type: Int('0 item, 1 spell, 2 mount, 3 battle pet; default 0'),
  item_id: Int('the game\'s item id'),
  game_version_id: Int('0 (default): the current version'),
});
const Tip = Type.Object({ icon_url: Type.String(), name: Type.String() });
const BatchBody = Type.Object({ items: Type.Array(TooltipBody, { minItems: 1, maxItems: TOOLTIP_BATCH_MAX }) });
const BatchTip = Type.Object({
  type: Type.Integer(), item_id: Type.Integer(), game_version_id: Type.Integer(),
  found: Type.Boolean({ description: 'false: unknown item (icon_url and name empty)' }),
  icon_url: Type.String(), name: Type.String(),
  quality: Type.Integer({ description: '0 poor … 7 heirloom (0 for an unknown item): the widget names it, and colours the name, even when the icon does not load' }),
  item_level: Type.Integer(),
});
const SearchBody = Type.Object({
  q: Type.String({ minLength: 1, maxLength: 60 }),
  type: Type.Optional(Type.Integer({ minimum: 0, maximum: 3 })),
  game_version_id: Int('0 (default): the current version'),
});
const Found = Type.Object({
  type: Type.Integer(), item_id: Type.Integer(), game_version_id: Type.Integer(), icon_url: Type.String(), name: Type.String(),
  quality: Type.Integer(), item_level: Type.Integer(),
});

type TooltipInput = { type?: number; item_id?: number; game_version_id?: number };
const keyOf = (b: TooltipInput): TooltipKey => ({ type: b.type ?? 0, itemId: b.item_id ?? 0, versionId: b.game_version_id ?? 0 });

/** A signed-in staff member passed the access hook; anyone else needs a bot key holding tooltip:read. */
const checkBotKey = requireBotKey('tooltip:read');
async function staffOrBot(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.ctx) await checkBotKey(request, reply);
}

const routeOptions = {
  // readOnly: the caller's session may come from memory (core/session-cache.ts)
  config: { permission: SIGNED_IN, tokenOptional: true, readOnly: true },
  preHandler: staffOrBot,
};

const withEtag = (body: string): CachedAnswer => ({ body, etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"` });

/** The answer as text with its validator: a matching If-None-Match is a 304. */
function sendCached(request: FastifyRequest, reply: FastifyReply, { body, etag }: CachedAnswer): FastifyReply {
  reply.header('cache-control', 'private, max-age=60').header('etag', etag).header('vary', 'lang');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

const nameIn = (request: FastifyRequest, item: TooltipItem) => (langOf(request) === 'zh-CN' ? item.nameZh : item.nameEn);
const okText = (request: FastifyRequest, data: unknown) => JSON.stringify({ code: 1, message: t(langOf(request), 'ok'), data });

const tooltipRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/v3/accelerate/tooltip', {
    ...routeOptions,
    schema: {
      tags: ['partner'], summary: 'An item\'s icon and name in the caller\'s language (staff token, or a bot key with tooltip:read)',
      body: TooltipBody, response: { 200: Envelope(Tip) },
    },
  }, async (request, reply) => {
    const key = keyOf(request.body);
    const known = tooltipCache.cachedAnswer(key, langOf(request));
    if (known) return sendCached(request, reply, known);
    const [item] = await tooltipCache.get(app.db, [key]);
    if (!item) throw notFound();
    const answer = tooltipCache.answer(key, langOf(request), () => withEtag(okText(request, { icon_url: item.iconUrl, name: nameIn(request, item) })));
    return sendCached(request, reply, answer);
  });

  app.post('/v3/accelerate/tooltip_batch', {
    ...routeOptions,
    schema: {
      tags: ['partner'], summary: `Up to ${TOOLTIP_BATCH_MAX} tooltips in one call, in the order asked; an unknown item is found: false`,
      body: BatchBody, response: { 200: Envelope(Type.Object({ list: Type.Array(BatchTip) })) },
    },
  }, async (request, reply) => {
    const keys = request.body.items.map(keyOf);
    const items = await tooltipCache.get(app.db, keys);
    const list = keys.map((k, i) => {
      const item = items[i];
      return {
        type: k.type, item_id: k.itemId, game_version_id: k.versionId, found: item !== null,
        icon_url: item?.iconUrl ?? '', name: item ? nameIn(request, item) : '', quality: item?.quality ?? 0, item_level: item?.itemLevel ?? 0,
      };
    });
    return sendCached(request, reply, withEtag(okText(request, { list })));
  });

  app.post('/v3/accelerate/item_search', {
    ...routeOptions,
    schema: {
      tags: ['partner'], summary: 'Up to 20 items of a version (0: current) whose name contains q, or whose item id is q (the item picker)',
      body: SearchBody, response: { 200: Envelope(Type.Object({ list: Type.Array(Found) })) },
    },
  }, async (request) => {
    return ok(request, { list: await searchItems(app.db, request.body, langOf(request)) });
  });
};

export default tooltipRoutes;
