// The authors' workplace cards (server/modules/authors/dashboard.ts): authors
// in all and applications waiting, each opening the authors it counts
// (contract/workplace.ts); the top-10 by paid orders and by income.
import { countCard } from '../../dashboard/cards';
import { RankingCard } from '../../dashboard/RankingCard';
import type { WorkplaceCard } from '../../dashboard/types';
import { AUTHOR_RESOURCE } from './types';

const title = (card: string) => `resources.${AUTHOR_RESOURCE}.cards.${card}`;

export const authorCards: WorkplaceCard[] = [
  countCard({
    resource: AUTHOR_RESOURCE, key: 'authors',
    figures: () => [{ name: 'total' }, { name: 'pending' }, { name: 'approved' }],
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
