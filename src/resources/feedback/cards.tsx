// The feedback workplace card (server/modules/feedback/dashboard.ts): tickets waiting on staff.
import { CountTile } from '../../dashboard/CountTile';
import type { WorkplaceCard } from '../../dashboard/types';
import { FEEDBACK_RESOURCE } from './types';

const path = `/${FEEDBACK_RESOURCE}`;

export const feedbackCards: WorkplaceCard[] = [{
  key: 'feedback', permission: 'mdr.wow.feedback', area: 'counts',
  Component: () => (
    <CountTile cardKey="feedback" title={`resources.${FEEDBACK_RESOURCE}.cards.feedback`} figures={[
      { name: 'waiting', sum: ['open', 'processing'], link: { path, filter: { status: ['open', 'processing'] } } },
      { name: 'open', link: { path, filter: { status: 'open' } } },
      { name: 'processing', link: { path, filter: { status: 'processing' } } },
      { name: 'today' },
    ]} />
  ),
}];
