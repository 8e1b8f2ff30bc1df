// The users' workplace cards (server/modules/users/dashboard.ts): players in
// all and new today, the top-10 inviters, and active players.
import { ActiveUsersCard } from '../../dashboard/ActiveUsersCard';
import { countCard, listOf } from '../../dashboard/cards';
import { RankingCard } from '../../dashboard/RankingCard';
import type { WorkplaceCard } from '../../dashboard/types';
import { beijingToday } from '../../../contract/days';
import { USER_RESOURCE } from './types';

const to = listOf(USER_RESOURCE);
const title = (card: string) => `resources.${USER_RESOURCE}.cards.${card}`;

export const userCards: WorkplaceCard[] = [
  countCard({
    resource: USER_RESOURCE, key: 'users',
    figures: () => [
      { name: 'total', link: to() },
      { name: 'today', link: to({ registeredFrom: beijingToday() }) },
    ],
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
