// What the list answer means to both halves (docs/api.md, list).

/**
 * A list's total is counted exactly up to this many rows. Beyond, the API
 * answers the planner's estimate flagged `totalIsEstimate: true` (counting a
 * million rows per page view costs more than the page), and the panel shows
 * "10,000+" instead of a number it does not have.
 */
export const EXACT_TOTAL_LIMIT = 10_000;

/**
 * The highest page a list serves (10 million rows at page size 10): a page
 * past it is -1 for `page` rather than an offset no database can count to.
 */
export const MAX_PAGE = 1_000_000;
/** The largest page of a list. */
export const MAX_PAGE_SIZE = 100;
