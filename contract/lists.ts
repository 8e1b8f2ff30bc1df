// What the list answer means to both halves (docs/api.md, list).

/**
 * A list's total is counted exactly up to this many rows. Beyond, the API
 * answers the planner's estimate flagged `totalIsEstimate: true` (counting a
 * million rows per page view costs more than the page), and the panel shows
 * "10,000+" instead of a number it does not have.
 */
export const EXACT_TOTAL_LIMIT = 10_000;

/**
 * Asked for (`exactTotal: true`, as a list opened from a workplace figure
 * asks, so that it shows the figure's number and not "10,000+"), the total is
 * counted exactly up to this many rows: one index scan of at most a million
 * entries, a fraction of a second, paid only by the lists that ask.
 */
export const EXACT_TOTAL_ASKED_LIMIT = 1_000_000;

/**
 * The highest page a list serves (10 million rows at page size 10): a page
 * past it is -1 for `page` rather than an offset no database can count to.
 */
export const MAX_PAGE = 1_000_000;
/** The largest page of a list. */
export const MAX_PAGE_SIZE = 100;

/** Longest name of a saved list view, in characters (/mdr/list_views/*). */
export const VIEW_NAME_MAX = 40;
