// The game items list's default query, shared by its List and its declaration (src/resources/types.ts).
import type { ListQuery } from '../types';

/** The list's default order and page size (its List, and the prefetch of src/listPrefetch.ts). */
export const ITEM_LIST_QUERY: ListQuery = { sort: { field: 'id', order: 'DESC' }, perPage: 25 };
