// The builds' workplace cards (server/modules/builds/dashboard.ts): builds in
// all, waiting for review and new today; the most viewed. Each figure opens the
// builds it counts (contract/workplace.ts).
import { countCard, popularCard } from '../../dashboard/cards';
import type { WorkplaceCard } from '../../dashboard/types';
import { BUILD_RESOURCE } from './types';

export const buildCards: WorkplaceCard[] = [
  countCard({
    resource: BUILD_RESOURCE, key: 'builds',
    content: { label: `resources.${BUILD_RESOURCE}.cards.content`, shareFigure: 'published' },
    figures: () => [{ name: 'total' }, { name: 'pending' }, { name: 'today' }, { name: 'published' }],
  }),
  popularCard(BUILD_RESOURCE, 'popular_builds'),
];
