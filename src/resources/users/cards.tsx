// The users' workplace cards (server/modules/users/dashboard.ts): players in
// all and new today, the top-10 inviters, and active players.
import { ActiveUsersCard } from '../../dashboard/ActiveUsersCard';
import { countCard } from '../../dashboard/cards';
import { RankingCard } from '../../dashboard/RankingCard';
import type { WorkplaceCard } from '../../dashboard/types';
import { USER_RESOURCE } from './types';

const title = (card: string) => `resources.${USER_RESOURCE}.cards.${card}`;

export const userCards: WorkplaceCard[] = [
  countCard({
    resource: USER_RESOURCE, key: 'users',
    figures: () => [{ name: 'total' }, { name: 'today' }],
  }),
  { key: 'active_users', area: 'charts', Component: () => <ActiveUsersCard cardKey="active_users" title={title('active')} /> },
  {
    key: 'top_inviters', area: 'rankings',
    Component: () => (
      <RankingCard cardKey="top_inviters" title={title('inviters')} route={USER_RESOURCE}
        lists={[{ name: 'byInvites', label: title('by_invites') }]} />
    ),
  },
];
