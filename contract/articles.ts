// Guide articles: each field once, their review workflow (./review.ts) and every
// label a person reads about them, for the API (schemas, transitions, CSV, messages)
// and the panel (buttons, columns, forms, history). Record types: ./records/articles.ts.
import { BOOKKEEPING, defineContract, f } from './fields';
import { REVIEW_FIELDS, REVIEW_LABELS, REVIEW_STATES, REVIEW_TRANSITIONS, reviewFields, type ReviewState } from './review';

export type { ArticleRecord, ArticleListItem } from './records/articles';

export const ARTICLE_STATES = REVIEW_STATES;
export type ArticleState = ReviewState;

export const ARTICLES = defineContract({
  resource: 'articles',
  fields: {
    id: f.id(),
    categoryId: f.reference(['分类', 'Category'], { table: 'guide_categories', label: 'name' }, { write: 'required', filter: true }),
    categoryName: f.text(['分类名称', 'Category name'], { column: false }),
    authorId: f.reference(['作者', 'Author'], { table: 'authors', label: 'pen_name' }, { write: 'required', filter: true }),
    authorName: f.text(['作者笔名', 'Pen name'], { column: false }),
    title: f.text(['标题', 'Title'], { write: 'required', min: 1, max: 200, search: true, sort: true }),
    summary: f.text(['摘要', 'Summary'], { write: true, max: 500, search: true }),
    coverUrl: f.text(['封面图地址', 'Cover image URL'], { write: true, max: 2000, pattern: '^(https?://\\S+)?$', note: "'' or an http(s) URL" }),
    content: f.longText(['正文', 'Content'], { write: true, max: 500000, recordOnly: true, note: 'HTML, sanitised on write; only in `get`' }),
    ...reviewFields('status', 'reason', 'featured', 'views', 'likes', 'reviewedBy'),
    ...BOOKKEEPING,
    createdAt: { ...BOOKKEEPING.createdAt, filter: 'created' },
    publishedAt: REVIEW_FIELDS.publishedAt,
  },
  states: ARTICLE_STATES,
  transitions: REVIEW_TRANSITIONS,
  labels: {
    'zh-CN': {
      name: '文章',
      ...REVIEW_LABELS['zh-CN'],
      reasons: {
        reject: ['内容与标题不符', '包含外链广告', '质量不达标', '涉嫌抄袭', '排版混乱，难以阅读'],
        hide: ['包含外链广告', '内容已过时', '涉嫌抄袭', '收到用户举报', '涉及违规内容'],
      },
    },
    'en-US': {
      name: 'article',
      ...REVIEW_LABELS['en-US'],
      reasons: {
        reject: [
          'Content does not match the title', 'Contains advertising links', 'Below the quality bar',
          'Suspected plagiarism', 'Messy layout, hard to read',
        ],
        hide: [
          'Contains advertising links', 'Content is out of date', 'Suspected plagiarism',
          'Reported by users', 'Breaks the content rules',
        ],
      },
    },
  },
});
