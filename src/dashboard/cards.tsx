// The shapes most modules' workplace cards take (PanelResource.cards), so a
// module's cards.tsx says only what is its own: which figures, which lists.
// Titles are the resource's texts `resources.<resource>.cards.<key>`
// (`.cards.popular` for the most viewed).
import { CountTile } from './CountTile';
import { PopularCard } from './PopularCard';
import type { FigureSpec, WorkplaceCard } from './types';

interface CountCardSpec {
  /** the route of the module's list, which every figure of the card opens (filtered) */
  resource: string;
  /** the API card, and the key of its title */
  key: string;
  /** the figures shown, in order */
  figures: () => FigureSpec[];
  content?: WorkplaceCard['content'];
}

/** A count tile: figures, each a link to the filtered list behind it (contract/workplace.ts). */
export const countCard = ({ resource, key, figures, content }: CountCardSpec): WorkplaceCard => ({
  key, area: 'counts', content,
  Component: () => <CountTile cardKey={key} title={`resources.${resource}.cards.${key}`} route={resource} figures={figures()} />,
});

/** The most viewed of a resource, each row opening its record. */
export const popularCard = (resource: string, key: string): WorkplaceCard => ({
  key, area: 'popular',
  Component: () => <PopularCard cardKey={key} title={`resources.${resource}.cards.popular`} route={resource} />,
});
