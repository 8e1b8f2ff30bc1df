// The shapes most modules' workplace cards take (PanelResource.cards), so a
// module's cards.tsx says only what is its own: which figures, which lists.
// Titles are the resource's texts `resources.<resource>.cards.<key>`
// (`.cards.popular` for the most viewed).
import { CountTile } from './CountTile';
import { PopularCard } from './PopularCard';
import type { FigureSpec, WorkplaceCard } from './types';

interface CountCardSpec {
  resource: string;
  /** the API card, and the key of its title */
  key: string;
  /** the figures, worked out when the card draws (today's filters are today's) */
  figures: () => FigureSpec[];
  content?: WorkplaceCard['content'];
}

/** A count tile: figures, each maybe a link to the filtered list behind it. */
export const countCard = ({ resource, key, figures, content }: CountCardSpec): WorkplaceCard => ({
  key, area: 'counts', content,
  Component: () => <CountTile cardKey={key} title={`resources.${resource}.cards.${key}`} figures={figures()} />,
});

/** The most viewed of a resource, each row opening its record. */
export const popularCard = (resource: string, key: string): WorkplaceCard => ({
  key, area: 'popular',
  Component: () => <PopularCard cardKey={key} title={`resources.${resource}.cards.popular`} route={resource} />,
});

/** A link of a figure: the resource's list, with a filter or without. */
export const listOf = (resource: string) => (filter?: Record<string, unknown>): NonNullable<FigureSpec['link']> =>
  ({ path: `/${resource}`, ...(filter ? { filter } : {}) });
