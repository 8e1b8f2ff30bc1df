// The first partner endpoint: published guide articles for a bot key holding
// `articles:read` (partner.ts checks the key, the scope and the rate).
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../core/envelope';
import { Id } from '../../resources/schemas';
import { partnerRoute } from './partner';

const ListBody = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
  categoryId: Type.Optional(Id),
});

const PartnerArticle = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  coverUrl: Type.String(),
  categoryName: Type.String(),
  authorName: Type.String(),
  views: Type.Integer(),
  likes: Type.Integer(),
  publishedAt: Type.String({ format: 'date-time' }),
});

const partnerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/v3/articles/list', {
    ...partnerRoute('articles:read'),
    schema: {
      tags: ['partner'], summary: 'Published guide articles, newest first (bot key with articles:read on header x-bot-key)',
      body: ListBody,
      response: { 200: Envelope(Type.Object({ list: Type.Array(PartnerArticle), total: Type.Integer() })) },
    },
  }, async (request) => {
    const { page = 1, pageSize = 20, categoryId } = request.body;
    let q = app.db.selectFrom('articles').where('articles.status', '=', 'published');
    if (categoryId) q = q.where('articles.category_id', '=', categoryId);
    const [rows, count] = await Promise.all([
      q.innerJoin('guide_categories', 'guide_categories.id', 'articles.category_id')
        .innerJoin('authors', 'authors.id', 'articles.author_id')
        .select([
          'articles.id', 'articles.title', 'articles.summary', 'articles.cover_url', 'guide_categories.name as category_name',
          'authors.pen_name as author_name', 'articles.views', 'articles.likes', 'articles.published_at',
        ])
        .orderBy('articles.published_at', 'desc').orderBy('articles.id', 'desc')
        .limit(pageSize).offset((page - 1) * pageSize).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return ok(request, {
      list: rows.map((r) => ({
        id: r.id, title: r.title, summary: r.summary, coverUrl: r.cover_url, categoryName: r.category_name,
        authorName: r.author_name, views: r.views, likes: r.likes, publishedAt: (r.published_at ?? new Date(0)).toISOString(),
      })),
      total: Number(count.n),
    });
  });
};

export default partnerRoutes;
