// A list's page and its total (service.ts `list`; docs/performance.md): exact
// up to the bound, beyond it the planner's estimate, flagged, with whether a
// page follows; or, asked for, the real last page. A filter known to match
// more than the bound costs its page's statement alone.
import type { Kysely } from 'kysely';
import { EXACT_TOTAL_ASKED_LIMIT, EXACT_TOTAL_LIMIT, MAX_PAGE } from '../../contract/lists';
import type { DB } from '../db/schema';
import type { SortSpec } from './query';
import { countOver, estimateRows, knownOver } from './estimate';
import * as repo from './repository';
import type { AnyResource, ListParams } from './types';

/** A page; `hasNextPage` beside an estimated total, `page` when the last page was asked for. */
export type ListAnswer = {
  list: unknown[]; total: number; totalIsEstimate?: true; hasNextPage?: boolean; page?: number; totals?: Record<string, number>;
};
type Item = (row: Record<string, unknown>) => unknown;

/**
 * List totals are counted exactly up to `exactUpTo` rows (EXACT_TOTAL_LIMIT,
 * shared with the panel's "10,000+"); beyond, the answer carries the planner's
 * estimate flagged totalIsEstimate. Tests lower it to reach the bound cheaply.
 */
export const listTotals = { exactUpTo: EXACT_TOTAL_LIMIT, exactAskedUpTo: EXACT_TOTAL_ASKED_LIMIT };
/**
 * An estimate above ten times the bound is trusted without counting: it is
 * that far off only right after most of a table was deleted, until autovacuum
 * (or ANALYZE) catches up. Below it, the rows are counted up to the bound.
 */
const ESTIMATE_MARGIN = 10;
/** Up to this many matches, reading their ids (to page and count at once) costs less than a second scan. */
const FEW_ROWS = 1_000;

/**
 * A page and its total: exact up to the bound, beyond it the planner's
 * estimate (never below the bound), flagged. What is remembered of this filter
 * (estimate.ts: the estimate, and whether a count found it over the bound)
 * picks the cheapest way: a result expected small is read once, its ids in
 * order giving both page and count; one expected far over the bound, or
 * counted over it a few seconds ago, is answered with its page alone; in
 * between, it is counted up to the bound beside the page. Asked for an exact
 * total, it is counted up to the higher asked bound unless a count found it
 * over that bound already.
 */
export async function listPage(db: Kysely<DB>, def: AnyResource, p: ListParams, sort: SortSpec, item: Item): Promise<ListAnswer> {
  const bound = p.exactTotal ? listTotals.exactAskedUpTo : listTotals.exactUpTo;
  const few = Math.min(bound, FEW_ROWS);
  const offset = (p.page - 1) * p.pageSize;
  // built once: the estimate, the page and the count each start from these ids
  const sorted = repo.matchingIds(db, def, p.filter, sort);
  const unsorted = repo.matchingUnsorted(db, def, p.filter, sorted);
  const matching = unsorted.compiled ?? unsorted.query.compile();
  const estimate = await estimateRows(db, def.table, matching);
  const over = knownOver(db, def.table, matching, bound);
  if (estimate <= few && !over) {
    const ids = await repo.findIdsUpTo(db, def, p.filter, sort, few + 1, sorted);
    if (ids.length <= few) {
      const rows = await repo.findListRows(db, def, ids.slice(offset, offset + p.pageSize), sort);
      return { list: rows.map(item), total: ids.length };
    }
  }
  // the page alone: only an estimate can be answered, so nothing is counted
  const pageAlone = over || (!p.exactTotal && estimate > bound * ESTIMATE_MARGIN);
  const count = pageAlone ? Promise.resolve(bound + 1)
    : countOver(db, def.table, matching, bound, () => repo.countUpTo(db, def, p.filter, bound, unsorted));
  // one row more than the page says whether another page follows, which an estimated total cannot
  const [rows, counted] = await Promise.all([
    repo.findListPage(db, def, { filter: p.filter, sort, limit: p.pageSize + 1, offset }, sorted), count,
  ]);
  const list = rows.slice(0, p.pageSize).map(item);
  if (counted <= bound) return { list, total: counted };
  return { list, total: Math.max(estimate, counted), totalIsEstimate: true, hasNextPage: rows.length > p.pageSize };
}

/**
 * The real last page, however far past an estimated total: the matches
 * counted exactly (on request only: it reads every matching id), then that
 * page. Answers the page number it served.
 */
export async function lastPage(db: Kysely<DB>, def: AnyResource, p: ListParams, sort: SortSpec, item: Item): Promise<ListAnswer> {
  const total = await repo.countAll(db, def, p.filter);
  const page = Math.min(Math.max(1, Math.ceil(total / p.pageSize)), MAX_PAGE);
  const rows = await repo.findListPage(db, def, { filter: p.filter, sort, limit: p.pageSize, offset: (page - 1) * p.pageSize });
  return { list: rows.map(item), total, page };
}
