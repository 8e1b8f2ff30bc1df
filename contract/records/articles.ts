// The article as the API answers it (TypeBox: validation of answers, their
// serialisation and the OpenAPI document). The panel imports only the types.
import { Type, type Static } from '@sinclair/typebox';
import { ARTICLES, ARTICLE_STATES } from '../articles';
import { DateTime, Nullable, StringEnum, labelled } from './schema';

export const ArticleStatus = StringEnum(ARTICLE_STATES);

export const ArticleSchema = Type.Object(labelled({
  id: Type.Integer(),
  categoryId: Type.Integer(),
  categoryName: Type.String(),
  authorId: Type.Integer(),
  authorName: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  coverUrl: Type.String({ description: "'' or an http(s) URL" }),
  content: Type.String({ description: 'sanitised HTML; only in `get`' }),
  status: ArticleStatus,
  reason: Type.String({ description: 'why it was rejected or hidden' }),
  featured: Type.Boolean(),
  views: Type.Integer(),
  likes: Type.Integer(),
  reviewedBy: Nullable(Type.Integer({ description: 'staff id of the last review' })),
  createdAt: DateTime,
  updatedAt: DateTime,
  publishedAt: Nullable(DateTime),
  version: Type.Integer(),
}, ARTICLES.labels['en-US'].fields));

/** List items and CSV rows: the record without its content. */
export const ArticleListItemSchema = Type.Omit(ArticleSchema, ['content']);

export type ArticleRecord = Static<typeof ArticleSchema>;
export type ArticleListItem = Static<typeof ArticleListItemSchema>;
