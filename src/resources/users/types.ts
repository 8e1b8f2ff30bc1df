import type { ListQuery } from '../types';

/** The route of platform users (spec: /user/users). */
export const USER_RESOURCE = 'user/users';

/** The list's default order and page size (its List, and the prefetch of src/listPrefetch.ts). */
export const USER_LIST_QUERY: ListQuery = { sort: { field: 'registeredAt', order: 'DESC' }, perPage: 20 };
