// articles (docs/api.md): guide articles and their review workflow
// draft → pending → published / rejected, published ⇄ hidden.
import { Type } from 'typebox';
import type { Kysely } from 'kysely';
import { ARTICLES, type ArticleListItem as ArticleItemResponse, type ArticleRecord as ArticleResponse } from '../../../contract/articles';
import type { DB } from '../../db/schema';
import { invalidField } from '../../core/errors';
import { declaredColumns, writeColumnsOf } from '../../resources/declared';
import { containsPattern } from '../../resources/query';
import { reviewTransitions } from '../../resources/review';
import { defineResource, filterOf, type Shape } from '../../resources/types';
import { onRejected, onSubmitted } from './events';
import { authorExists, categoryExists } from './repository';
import { sanitizeArticleHtml } from './sanitize';
import './messages';

export type { ArticleResponse, ArticleItemResponse };

const query = (db: Kysely<DB>, shape: Shape) => db.selectFrom('articles')
  .innerJoin('guide_categories', 'guide_categories.id', 'articles.category_id')
  .innerJoin('authors', 'authors.id', 'articles.author_id')
  .select(declaredColumns(ARTICLES, 'articles', shape) as 'articles.id'[])
  .select(['guide_categories.name as category_name', 'authors.pen_name as author_name']);

const columns = writeColumnsOf(ARTICLES);
/** The sent fields' columns (texts trimmed), the content sanitised as sent. */
const toColumns = (data: Record<string, unknown>) =>
  ({ ...columns(data), ...(typeof data.content === 'string' ? { content: sanitizeArticleHtml(data.content) } : {}) });

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
  contract: ARTICLES,
  description: DESCRIPTION,
  table: 'articles',
  permission: 'mdr.wow.guide',
  filters: {
    authorName: filterOf(Type.String({ maxLength: 100, description: "part of the author's pen name (any case)" }), (q, v) => q.where('authors.pen_name', 'ilike', containsPattern(v))),
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  query,
  joinsAreLookups: true,
  toInsert: toColumns,
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
  // names, not ids (the category and author as a reviewer reads them); the bodies by their size only
  history: {
    fields: ['title', 'categoryName', 'authorName', 'summary', 'coverUrl', 'featured', 'content', 'status', 'reason'],
    longText: ['summary', 'content'],
  },
  stateColumn: 'status',
  transitions: reviewTransitions(ARTICLES, { submit: onSubmitted, reject: onRejected }),
});
