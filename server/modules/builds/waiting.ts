// What of the builds waits on a reviewer (the review queue, server/queue/): builds submitted for review.
import { sql } from 'kysely';
import { reviewWaiting } from '../../queue/types';

export const buildsWaiting = reviewWaiting('builds',
  sql<string>`wow_class || ' · ' || spec || ' · ' || left(regexp_replace(description, '<[^>]*>', ' ', 'g'), 280)`);
