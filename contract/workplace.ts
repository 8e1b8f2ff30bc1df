// What each figure of the workplace's count cards opens: the list (an API
// resource) and the filter that holds exactly the rows the figure counted, so
// "总数 29" opens 29 rows and "本月订单 12,012" a list of 12,012. One table for
// both halves: the panel links each figure through it (src/dashboard/CountTile.tsx),
// and tests/api/dashboard/figure-lists.test.ts checks, card by card and figure by
// figure, that the list behind it holds the figure. Days are Beijing days, as
// the rollups count them and the lists' day filters read them.
import { beijingMonthStart, beijingToday } from './days';
import { FEEDBACK_OPEN_STATES } from './feedback';

export type ListFilter = Record<string, unknown>;

/** One figure and the list behind it. */
export interface FigureList {
  /** the list's filter at `now` (ms): a day's figure opens that day's rows */
  filter(now: number): ListFilter;
  /** the card's answer figures it adds up (default: its own name) */
  of?: readonly string[];
  /**
   * What the figure is of the list's rows: how many (default), or the income
   * of the orders listed (amount less refunds, fen).
   */
  measure?: 'count' | 'income';
  /** a day's or a month's figure: Beijing days, which the card says */
  period?: 'day' | 'month';
}

/** A count card's figures, in the order the card shows them, all opening lists of `resource`. */
export interface CountCardLists {
  resource: string;
  figures: Record<string, FigureList>;
}

/**
 * Every row: an empty filter, which the panel still sends, so that a list's own
 * default filter (exceptions: unresolved only) never narrows "in all".
 */
const all: FigureList = { filter: () => ({}) };
const inState = (status: string | readonly string[]): FigureList => ({ filter: () => ({ status }) });
const createdToday: FigureList = {
  filter: (now) => ({ createdFrom: beijingToday(now), createdTo: beijingToday(now) }), period: 'day',
};

/** Orders count on the day they were paid, refunded or not (server/modules/orders/migrations/0018_rollups_orders.sql). */
const PAID_STATES = ['paid', 'partially_refunded', 'refunded'] as const;
const paid = (from: (now: number) => string, measure: FigureList['measure'], period: FigureList['period']): FigureList => ({
  filter: (now) => ({ status: [...PAID_STATES], paidFrom: from(now), paidTo: beijingToday(now) }), measure, period,
});

const content: Record<string, FigureList> = {
  total: all, pending: inState('pending'), today: createdToday, published: inState('published'),
};

/** Card key (/mdr/dashboard/<card>) → the lists behind its figures. */
export const COUNT_CARD_LISTS: Record<string, CountCardLists> = {
  articles: { resource: 'articles', figures: content },
  builds: { resource: 'builds', figures: content },
  authors: {
    resource: 'authors',
    figures: { total: all, pending: inState('pending'), approved: inState('approved') },
  },
  users: {
    resource: 'users',
    figures: {
      total: all,
      today: { filter: (now) => ({ registeredFrom: beijingToday(now), registeredTo: beijingToday(now) }), period: 'day' },
    },
  },
  orders: {
    resource: 'orders',
    figures: {
      ordersToday: paid(beijingToday, 'count', 'day'),
      incomeToday: paid(beijingToday, 'income', 'day'),
      ordersMonth: paid(beijingMonthStart, 'count', 'month'),
      incomeMonth: paid(beijingMonthStart, 'income', 'month'),
    },
  },
  feedback: {
    resource: 'feedback',
    figures: {
      waiting: { ...inState(FEEDBACK_OPEN_STATES), of: FEEDBACK_OPEN_STATES },
      open: inState('open'),
      processing: inState('processing'),
      today: createdToday,
    },
  },
  live_rooms: {
    resource: 'live_rooms',
    figures: { total: all, applying: inState('applying'), today: createdToday },
  },
  exceptions: {
    resource: 'exceptions',
    figures: { unresolved: inState('unresolved'), total: all, today: createdToday },
  },
};
