// What of the guide waits on a reviewer (the review queue, server/queue/): articles submitted for review.
import { sql } from 'kysely';
import type { WaitingSource } from '../../queue/types';

export const articlesWaiting: WaitingSource = {
  type: 'articles',
  keys: ['articles.approve', 'articles.reject', 'articles.hide'],
  targetHours: 24,
  // submitting stamps updated_at; a pending article is not edited meanwhile (its form is for drafts and rejections)
  query: (db) => db.selectFrom('articles').where('status', '=', 'pending').select([
    'id', 'title', 'updated_at as waiting_since',
    sql<string>`coalesce(nullif(summary, ''), left(regexp_replace(content, '<[^>]*>', ' ', 'g'), 300))`.as('summary'),
  ]),
};
