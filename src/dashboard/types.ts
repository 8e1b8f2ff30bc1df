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

/**
 * One figure of a count tile. What it adds up and the list it opens (its
 * filter) are the contract's (contract/workplace.ts `COUNT_CARD_LISTS`), the
 * same the API test checks each figure against.
 */
export interface FigureSpec {
  /** the figure's name in contract/workplace.ts (and, unless it adds several up, in the card's answer) */
  name: string;
  /** i18n key of its label (default workplace.figure.<name>) */
  label?: string;
  money?: boolean;
}
