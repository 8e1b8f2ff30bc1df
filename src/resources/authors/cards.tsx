// The authors' workplace cards (server/modules/authors/dashboard.ts): authors
// in all and applications waiting; the top-10 by paid orders and by income.
import { countCard, listOf } from '../../dashboard/cards';
import { RankingCard } from '../../dashboard/RankingCard';
import type { WorkplaceCard } from '../../dashboard/types';
import { AUTHOR_RESOURCE } from './types';

const to = listOf(AUTHOR_RESOURCE);
const title = (card: string) => `resources.${AUTHOR_RESOURCE}.cards.${card}`;

export const authorCards: WorkplaceCard[] = [
  countCard({
    resource: AUTHOR_RESOURCE, key: 'authors',
    figures: () => [
      { name: 'total', link: to() },
      { name: 'pending', link: to({ status: 'pending' }) },
      { name: 'approved', link: to({ status: 'approved' }) },
    ],
  }),
  {
    key: 'top_authors', area: 'rankings',
    Component: () => (
      <RankingCard cardKey="top_authors" title={title('top')} route={AUTHOR_RESOURCE} lists={[
        { name: 'byOrders', label: title('by_orders') },
        { name: 'byIncome', label: title('by_income'), money: true },
      ]} />
    ),
  },
];
