// What of the guide waits on a reviewer (the review queue, server/queue/): articles submitted for review,
// each written by an author (the platform user behind authors.user_id).
import { sql } from 'kysely';
import { reviewWaiting } from '../../queue/types';

export const articlesWaiting = reviewWaiting('articles',
  sql<string>`coalesce(nullif(summary, ''), left(regexp_replace(content, '<[^>]*>', ' ', 'g'), 300))`, {
    userOf: (db, id) => db.selectFrom('articles as r').innerJoin('authors as a', 'a.id', 'r.author_id').where('r.id', '=', id).select('a.user_id'),
    recordsOf: (db, userId) => db.selectFrom('articles as r').innerJoin('authors as a', 'a.id', 'r.author_id')
      .where('a.user_id', '=', userId).select('r.id'),
  });
