// articles (docs/api.md): guide articles and their review workflow
// draft → pending → published / rejected, published ⇄ hidden.
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { ARTICLES, type ArticleListItem as ArticleItemResponse, type ArticleRecord as ArticleResponse } from '../../../contract/articles';
import { ArticleListItemSchema, ArticleSchema, ArticleStatus } from '../../../contract/records/articles';
import { ArticleWriteSchema } from '../../../contract/writes/articles';
import type { DB } from '../../db/schema';
import { invalidField } from '../../core/errors';
import { t } from '../../core/i18n';
import { schemaColumns } from '../../resources/csv';
import { containsPattern } from '../../resources/query';
import { Id } from '../../resources/schemas';
import { answerOf, columnsOf, trimmed, type RowOf } from '../../resources/mapping';
import { reviewTransitions } from '../../resources/review';
import { defineResource, filterOf, type Shape } from '../../resources/types';
import { onRejected, onSubmitted } from './events';
import { authorExists, categoryExists } from './repository';
import { sanitizeArticleHtml } from './sanitize';
import './messages';
import { dayFilters } from '../../resources/days';

export type { ArticleResponse, ArticleItemResponse };


const query = (db: Kysely<DB>, shape: Shape) => db.selectFrom('articles')
  .innerJoin('guide_categories', 'guide_categories.id', 'articles.category_id')
  .innerJoin('authors', 'authors.id', 'articles.author_id')
  .select([
    'articles.id', 'articles.category_id', 'guide_categories.name as category_name', 'articles.author_id',
    'authors.pen_name as author_name', 'articles.title', 'articles.summary', 'articles.cover_url', 'articles.status',
    'articles.reason', 'articles.featured', 'articles.views', 'articles.likes', 'articles.reviewed_by',
    'articles.created_at', 'articles.updated_at', 'articles.published_at', 'articles.version',
  ])
  .$if(shape === 'record', (q) => q.select('articles.content'));
type ArticleRow = RowOf<typeof query>;

const toListItem = answerOf(ArticleListItemSchema);

const toColumns = columnsOf<'articles'>(ArticleWriteSchema, {
  title: trimmed, summary: trimmed, coverUrl: trimmed,
  content: (html) => (typeof html === 'string' ? sanitizeArticleHtml(html) : undefined),
});

function isHttpUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

const DESCRIPTION = `Guide articles and their review: draft → pending (submit) → published (approve) or \
rejected (reject, with a reason); published ⇄ hidden (hide with a reason, restore); a rejected article can be \
submitted again. Every transition is audited and is -5 from any other state. approve sets publishedAt on the \
first publication; approve, reject, hide and restore set reviewedBy to the caller.

\`content\` (sanitised HTML: scripts, event handlers and foreign embeds are removed on write) comes only from \
get; list items leave it out. \`lookup\` names authors (\`authorId\`, by pen name) and categories \
(\`categoryId\`). Submitting sends the guide team a todo (done once the article is approved or rejected); \
rejecting sends them a message.

List totals are exact up to 10,000 matches, else the planner's estimate flagged totalIsEstimate \
(docs/performance.md).`;

export default defineResource({
  name: 'articles',
  description: DESCRIPTION,
  table: 'articles',
  permission: 'mdr.wow.guide',
  schemas: { record: ArticleSchema, listItem: ArticleListItemSchema, create: ArticleWriteSchema },
  filters: {
    status: filterOf(Type.Union([ArticleStatus, Type.Array(ArticleStatus, { minItems: 1, maxItems: 5 })],
      { description: 'one state, or any of several' }), (q, v) =>
      (Array.isArray(v) ? q.where('articles.status', 'in', v) : q.where('articles.status', '=', v))),
    categoryId: filterOf(Id, (q, v) => q.where('articles.category_id', '=', v)),
    authorId: filterOf(Id, (q, v) => q.where('articles.author_id', '=', v)),
    authorName: filterOf(Type.String({ maxLength: 100, description: "part of the author's pen name (any case)" }), (q, v) => q.where('authors.pen_name', 'ilike', containsPattern(v))),
    featured: filterOf(Type.Boolean(), (q, v) => q.where('articles.featured', '=', v)),
    q: filterOf(Type.String({ maxLength: 100, description: 'text contained in the title or the summary (any case)' }), (q, v) => q.where((eb) => eb.or([
      eb('articles.title', 'ilike', containsPattern(v)),
      eb('articles.summary', 'ilike', containsPattern(v)),
    ]))),
    ...dayFilters('createdFrom', 'createdTo', 'articles.created_at', 'created'),
  },
  sorts: {
    id: 'articles.id',
    title: 'articles.title',
    status: 'articles.status',
    views: 'articles.views',
    likes: 'articles.likes',
    createdAt: 'articles.created_at',
    updatedAt: 'articles.updated_at',
    publishedAt: 'articles.published_at',
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  query,
  joinsAreLookups: true,
  toListItem,
  toResponse: answerOf<typeof ArticleSchema, ArticleRow>(ArticleSchema, { content: (row) => row.content ?? '' }),
  // the three are required by the create schema; these values only satisfy the column types
  toInsert: (data) => ({ category_id: 0, author_id: 0, title: '', ...toColumns(data) }),
  toUpdate: toColumns,
  rules: {
    async validate(data, { db }) {
      if (typeof data.title === 'string' && !data.title.trim()) throw invalidField('data.title', 'error.blank');
      if (typeof data.coverUrl === 'string' && data.coverUrl.trim() && !isHttpUrl(data.coverUrl.trim())) {
        throw invalidField('data.coverUrl', 'error.http_url');
      }
      if (typeof data.categoryId === 'number' && !(await categoryExists(db, data.categoryId))) {
        throw invalidField('data.categoryId', 'error.category_missing');
      }
      if (typeof data.authorId === 'number' && !(await authorExists(db, data.authorId))) {
        throw invalidField('data.authorId', 'error.author_missing');
      }
    },
  },
  // the form and filters pick these by name (`/mdr/articles/lookup`), under this resource's permission
  references: {
    authorId: { table: 'authors', label: 'pen_name' },
    categoryId: { table: 'guide_categories', label: 'name' },
  },
  // names, not ids (the category and author as a reviewer reads them); the bodies by their size only
  history: {
    fields: ['title', 'categoryName', 'authorName', 'summary', 'coverUrl', 'featured', 'content', 'status', 'reason'],
    longText: ['summary', 'content'],
  },
  exportNames: { reviewedBy: { table: 'admins', label: 'name' } },
  csv: schemaColumns('articles', ArticleListItemSchema, { status: (v, lang) => t(lang, `articles.state.${v}`) }),
  stateColumn: 'status',
  transitions: reviewTransitions(ARTICLES, { submit: onSubmitted, reject: onRejected }),
});
