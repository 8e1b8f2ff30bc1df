// The live rooms' workplace card (server/modules/live/dashboard.ts): rooms in all
// and applications waiting; each figure opens the rooms it counts (contract/workplace.ts).
import { countCard } from '../../dashboard/cards';
import type { WorkplaceCard } from '../../dashboard/types';
import { LIVE_RESOURCE } from './types';

export const liveCards: WorkplaceCard[] = [countCard({
  resource: LIVE_RESOURCE, key: 'live_rooms',
  figures: () => [{ name: 'total' }, { name: 'applying', label: 'workplace.figure.applying' }, { name: 'today' }],
})];
