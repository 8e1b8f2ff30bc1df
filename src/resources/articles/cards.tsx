// The guide's workplace cards (server/modules/guide/dashboard.ts): articles in
// all, waiting for review and new today; the most viewed.
import { countCard, listOf, popularCard } from '../../dashboard/cards';
import type { WorkplaceCard } from '../../dashboard/types';
import { ARTICLE_RESOURCE } from './types';

const to = listOf(ARTICLE_RESOURCE);

export const articleCards: WorkplaceCard[] = [
  countCard({
    resource: ARTICLE_RESOURCE, key: 'articles',
    content: { label: `resources.${ARTICLE_RESOURCE}.cards.content`, shareFigure: 'published' },
    figures: () => [
      { name: 'total', link: to() },
      { name: 'pending', link: to({ status: 'pending' }) },
      { name: 'today' },
      { name: 'published', link: to({ status: 'published' }) },
    ],
  }),
  popularCard(ARTICLE_RESOURCE, 'popular_articles'),
];
