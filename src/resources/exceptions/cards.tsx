// The exceptions' workplace card (server/modules/exceptions/dashboard.ts): groups waiting for a fix.
import { CountTile } from '../../dashboard/CountTile';
import type { WorkplaceCard } from '../../dashboard/types';
import { EXCEPTIONS_RESOURCE } from './types';

const path = `/${EXCEPTIONS_RESOURCE}`;

export const exceptionCards: WorkplaceCard[] = [{
  key: 'exceptions', permission: 'menu.exc', area: 'counts',
  Component: () => (
    <CountTile cardKey="exceptions" title={`resources.${EXCEPTIONS_RESOURCE}.cards.exceptions`} figures={[
      { name: 'unresolved', label: 'workplace.figure.unresolved', link: { path, filter: { status: 'unresolved' } } },
      { name: 'total', link: { path } },
      { name: 'today' },
    ]} />
  ),
}];
