// The exceptions' workplace card (server/modules/exceptions/dashboard.ts): groups waiting for a fix.
import { countCard, listOf } from '../../dashboard/cards';
import type { WorkplaceCard } from '../../dashboard/types';
import { EXCEPTIONS_RESOURCE } from './types';

const to = listOf(EXCEPTIONS_RESOURCE);

export const exceptionCards: WorkplaceCard[] = [countCard({
  resource: EXCEPTIONS_RESOURCE, key: 'exceptions',
  figures: () => [
    { name: 'unresolved', label: 'workplace.figure.unresolved', link: to({ status: 'unresolved' }) },
    { name: 'total', link: to() },
    { name: 'today' },
  ],
})];
