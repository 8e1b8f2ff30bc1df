// What of the guide waits on a reviewer (the review queue, server/queue/): articles submitted for review.
import { sql } from 'kysely';
import { reviewWaiting } from '../../queue/types';

export const articlesWaiting = reviewWaiting('articles',
  sql<string>`coalesce(nullif(summary, ''), left(regexp_replace(content, '<[^>]*>', ' ', 'g'), 300))`);
