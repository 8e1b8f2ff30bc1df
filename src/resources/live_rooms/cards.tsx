// The live rooms' workplace card (server/modules/live/dashboard.ts): rooms in all and applications waiting.
import { CountTile } from '../../dashboard/CountTile';
import type { WorkplaceCard } from '../../dashboard/types';
import { LIVE_RESOURCE } from './types';

const path = `/${LIVE_RESOURCE}`;

export const liveCards: WorkplaceCard[] = [{
  key: 'live_rooms', permission: 'mdr.wow.live', area: 'counts',
  Component: () => (
    <CountTile cardKey="live_rooms" title={`resources.${LIVE_RESOURCE}.cards.live_rooms`} figures={[
      { name: 'total', link: { path } },
      { name: 'applying', label: 'workplace.figure.applying', link: { path, filter: { status: 'applying' } } },
      { name: 'today' },
    ]} />
  ),
}];
