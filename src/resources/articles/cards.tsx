// The guide's workplace cards (server/modules/guide/dashboard.ts): articles in
// all, waiting for review and new today; the most viewed.
import { CountTile } from '../../dashboard/CountTile';
import { PopularCard } from '../../dashboard/PopularCard';
import type { WorkplaceCard } from '../../dashboard/types';
import { ARTICLE_RESOURCE } from './types';

const path = `/${ARTICLE_RESOURCE}`;
const title = (card: string) => `resources.${ARTICLE_RESOURCE}.cards.${card}`;

export const articleCards: WorkplaceCard[] = [
  {
    key: 'articles', permission: 'mdr.wow.guide', area: 'counts',
    content: { label: title('content'), shareFigure: 'published' },
    Component: () => (
      <CountTile cardKey="articles" title={title('articles')} figures={[
        { name: 'total', link: { path } },
        { name: 'pending', link: { path, filter: { status: 'pending' } } },
        { name: 'today' },
        { name: 'published', link: { path, filter: { status: 'published' } } },
      ]} />
    ),
  },
  {
    key: 'popular_articles', permission: 'mdr.wow.guide', area: 'popular',
    Component: () => <PopularCard cardKey="popular_articles" title={title('popular')} linkOf={(id) => `#${path}/${id}/show`} />,
  },
];
