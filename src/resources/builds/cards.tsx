// The builds' workplace cards (server/modules/builds/dashboard.ts): builds in
// all, waiting for review and new today; the most viewed.
import { countCard, listOf, popularCard } from '../../dashboard/cards';
import type { WorkplaceCard } from '../../dashboard/types';
import { BUILD_RESOURCE } from './types';

const to = listOf(BUILD_RESOURCE);

export const buildCards: WorkplaceCard[] = [
  countCard({
    resource: BUILD_RESOURCE, key: 'builds',
    content: { label: `resources.${BUILD_RESOURCE}.cards.content`, shareFigure: 'published' },
    figures: () => [
      { name: 'total', link: to() },
      { name: 'pending', link: to({ status: 'pending' }) },
      { name: 'today' },
      { name: 'published', link: to({ status: 'published' }) },
    ],
  }),
  popularCard(BUILD_RESOURCE, 'popular_builds'),
];
