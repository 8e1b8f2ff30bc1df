// What a module declares for the workplace (PanelResource.cards): each card
// matches one API card (/mdr/dashboard/<key>, server/core/dashboard.ts) and
// draws itself with the shared components of this folder.
import type { ComponentType } from 'react';

export type CardArea = 'counts' | 'rankings' | 'charts' | 'popular';

export interface WorkplaceCard {
  /** the API card: POST /mdr/dashboard/<key> */
  key: string;
  // the key needed besides mdr.dashboard is dashboard.<key> (the API checks it too)
  /** where the workplace lays it out */
  area: CardArea;
  Component: ComponentType;
  /**
   * A content card (a count card whose `daily` are new rows per day): it also
   * feeds the content-type share and the new-content chart, under this label
   * (an i18n key), from the same answer — no call of its own.
   */
  content?: { label: string; shareFigure: string };
}

/** One figure of a count tile, maybe a link to the list behind it. */
export interface FigureSpec {
  /** the figure's name in the card's answer */
  name: string;
  /** i18n key of its label (default workplace.figure.<name>) */
  label?: string;
  money?: boolean;
  /** the list it opens: a route ('/orders/orders') and the list filter */
  link?: { path: string; filter?: Record<string, unknown> };
  /** several figures added up (e.g. pending + applying) */
  sum?: string[];
}
