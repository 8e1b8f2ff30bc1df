// The feedback workplace card (server/modules/feedback/dashboard.ts): tickets
// waiting on staff; each figure opens the tickets it counts (contract/workplace.ts).
import { countCard } from '../../dashboard/cards';
import type { WorkplaceCard } from '../../dashboard/types';
import { FEEDBACK_RESOURCE } from './types';

export const feedbackCards: WorkplaceCard[] = [countCard({
  resource: FEEDBACK_RESOURCE, key: 'feedback',
  figures: () => [{ name: 'waiting' }, { name: 'open' }, { name: 'processing' }, { name: 'today' }],
})];
