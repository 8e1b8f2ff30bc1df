// The authors' workplace cards (server/modules/authors/dashboard.ts): authors
// in all and applications waiting; the top-10 by paid orders and by income.
import { CountTile } from '../../dashboard/CountTile';
import { RankingCard } from '../../dashboard/RankingCard';
import type { WorkplaceCard } from '../../dashboard/types';
import { AUTHOR_RESOURCE } from './types';

const path = `/${AUTHOR_RESOURCE}`;
const title = (card: string) => `resources.${AUTHOR_RESOURCE}.cards.${card}`;

export const authorCards: WorkplaceCard[] = [
  {
    key: 'authors', permission: 'mdr.wow.author', area: 'counts',
    Component: () => (
      <CountTile cardKey="authors" title={title('authors')} figures={[
        { name: 'total', link: { path } },
        { name: 'pending', link: { path, filter: { status: 'pending' } } },
        { name: 'approved', link: { path, filter: { status: 'approved' } } },
      ]} />
    ),
  },
  {
    key: 'top_authors', permission: 'mdr.wow.author', area: 'rankings',
    Component: () => (
      <RankingCard cardKey="top_authors" title={title('top')} linkOf={(id) => `#${path}/${id}/show`} lists={[
        { name: 'byOrders', label: title('by_orders') },
        { name: 'byIncome', label: title('by_income'), money: true },
      ]} />
    ),
  },
];
