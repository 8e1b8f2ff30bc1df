// The guide's workplace cards (server/modules/guide/dashboard.ts): articles in
// all, waiting for review and new today; the most viewed. Each figure opens the
// articles it counts (contract/workplace.ts).
import { countCard, popularCard } from '../../dashboard/cards';
import type { WorkplaceCard } from '../../dashboard/types';
import { ARTICLE_RESOURCE } from './types';

export const articleCards: WorkplaceCard[] = [
  countCard({
    resource: ARTICLE_RESOURCE, key: 'articles',
    content: { label: `resources.${ARTICLE_RESOURCE}.cards.content`, shareFigure: 'published' },
    figures: () => [{ name: 'total' }, { name: 'pending' }, { name: 'today' }, { name: 'published' }],
  }),
  popularCard(ARTICLE_RESOURCE, 'popular_articles'),
];
