// The users' workplace cards (server/modules/users/dashboard.ts): players in
// all and new today, the top-10 inviters, and active players.
import { ActiveUsersCard } from '../../dashboard/ActiveUsersCard';
import { CountTile } from '../../dashboard/CountTile';
import { RankingCard } from '../../dashboard/RankingCard';
import type { WorkplaceCard } from '../../dashboard/types';
import { beijingToday } from '../../dashboard/useCard';
import { USER_RESOURCE } from './types';

const path = `/${USER_RESOURCE}`;
const title = (card: string) => `resources.${USER_RESOURCE}.cards.${card}`;
const KEY = 'menu.use.user';

export const userCards: WorkplaceCard[] = [
  {
    key: 'users', permission: KEY, area: 'counts',
    Component: () => (
      <CountTile cardKey="users" title={title('users')} figures={[
        { name: 'total', link: { path } },
        { name: 'today', link: { path, filter: { registeredFrom: beijingToday() } } },
      ]} />
    ),
  },
  { key: 'active_users', permission: KEY, area: 'charts', Component: () => <ActiveUsersCard cardKey="active_users" title={title('active')} /> },
  {
    key: 'top_inviters', permission: KEY, area: 'rankings',
    Component: () => (
      <RankingCard cardKey="top_inviters" title={title('inviters')} linkOf={(id) => `#${path}/${id}/show`}
        lists={[{ name: 'byInvites', label: title('by_invites') }]} />
    ),
  },
];
