import type { Identifier } from 'react-admin';

/** Route (react-admin resource) name; the API resource is 'articles'. */
export const ARTICLE_RESOURCE = 'wow_guide/article';

export const ARTICLE_STATUSES = ['draft', 'pending', 'published', 'rejected', 'hidden'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export interface Article {
  id: Identifier;
  categoryId: Identifier;
  categoryName: string;
  authorId: Identifier;
  authorName: string;
  title: string;
  summary: string;
  coverUrl: string;
  /** sanitised HTML; only in get (not in list) */
  content?: string;
  status: ArticleStatus;
  /** why it was rejected / hidden */
  reason: string;
  featured: boolean;
  views: number;
  likes: number;
  reviewedBy: Identifier | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  version: number;
}

/** The fields the API accepts in create/update data (docs/api.md). */
export const ARTICLE_WRITABLE = [
  'categoryId', 'authorId', 'title', 'summary', 'coverUrl', 'content', 'featured',
] as const;
