// The builds' workplace cards (server/modules/builds/dashboard.ts): builds in
// all, waiting for review and new today; the most viewed.
import { CountTile } from '../../dashboard/CountTile';
import { PopularCard } from '../../dashboard/PopularCard';
import type { WorkplaceCard } from '../../dashboard/types';
import { BUILD_RESOURCE } from './types';

const path = `/${BUILD_RESOURCE}`;
const title = (card: string) => `resources.${BUILD_RESOURCE}.cards.${card}`;

export const buildCards: WorkplaceCard[] = [
  {
    key: 'builds', permission: 'mdr.wow.build', area: 'counts',
    content: { label: title('content'), shareFigure: 'published' },
    Component: () => (
      <CountTile cardKey="builds" title={title('builds')} figures={[
        { name: 'total', link: { path } },
        { name: 'pending', link: { path, filter: { status: 'pending' } } },
        { name: 'today' },
        { name: 'published', link: { path, filter: { status: 'published' } } },
      ]} />
    ),
  },
  {
    key: 'popular_builds', permission: 'mdr.wow.build', area: 'popular',
    Component: () => <PopularCard cardKey="popular_builds" title={title('popular')} linkOf={(id) => `#${path}/${id}/show`} />,
  },
];
