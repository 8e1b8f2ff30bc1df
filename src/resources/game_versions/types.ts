// The game versions list's default query, shared by its List and its declaration (src/resources/types.ts).
import type { ListQuery } from '../types';

/** The list's default order and page size (its List, and the prefetch of src/listPrefetch.ts). */
export const VERSION_LIST_QUERY: ListQuery = { sort: { field: 'releasedAt', order: 'DESC' }, perPage: 10 };
