import type { ListQuery } from '../types';

/** The route of partner bots (spec: /user/bot). */
export const BOT_RESOURCE = 'user/bot';

/** The list's default order and page size (its List, and the prefetch of src/listPrefetch.ts). */
export const BOT_LIST_QUERY: ListQuery = { sort: { field: 'id', order: 'DESC' }, perPage: 10 };
