// The feedback workplace card (server/modules/feedback/dashboard.ts): tickets waiting on staff.
import { countCard, listOf } from '../../dashboard/cards';
import type { WorkplaceCard } from '../../dashboard/types';
import { FEEDBACK_RESOURCE } from './types';

const to = listOf(FEEDBACK_RESOURCE);

export const feedbackCards: WorkplaceCard[] = [countCard({
  resource: FEEDBACK_RESOURCE, key: 'feedback',
  figures: () => [
    { name: 'waiting', sum: ['open', 'processing'], link: to({ status: ['open', 'processing'] }) },
    { name: 'open', link: to({ status: 'open' }) },
    { name: 'processing', link: to({ status: 'processing' }) },
    { name: 'today' },
  ],
})];
