// The exceptions' workplace card (server/modules/exceptions/dashboard.ts): groups
// waiting for a fix; each figure opens the groups it counts (contract/workplace.ts).
import { countCard } from '../../dashboard/cards';
import type { WorkplaceCard } from '../../dashboard/types';
import { EXCEPTIONS_RESOURCE } from './types';

export const exceptionCards: WorkplaceCard[] = [countCard({
  resource: EXCEPTIONS_RESOURCE, key: 'exceptions',
  figures: () => [{ name: 'unresolved', label: 'workplace.figure.unresolved' }, { name: 'total' }, { name: 'today' }],
})];
