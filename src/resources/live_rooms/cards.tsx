// The live rooms' workplace card (server/modules/live/dashboard.ts): rooms in all and applications waiting.
import { countCard, listOf } from '../../dashboard/cards';
import type { WorkplaceCard } from '../../dashboard/types';
import { LIVE_RESOURCE } from './types';

const to = listOf(LIVE_RESOURCE);

export const liveCards: WorkplaceCard[] = [countCard({
  resource: LIVE_RESOURCE, key: 'live_rooms',
  figures: () => [
    { name: 'total', link: to() },
    { name: 'applying', label: 'workplace.figure.applying', link: to({ status: 'applying' }) },
    { name: 'today' },
  ],
})];
