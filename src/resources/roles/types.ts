// A role (`/mdr/roles/<action>`): names in both languages, a description and its action keys.
import type { ListQuery } from '../types';
export const ROLE_RESOURCE = 'user/role';

export type { RoleRecord } from '../../../contract/roles';

/** The list's default order and page size (its List, and the prefetch of src/listPrefetch.ts). */
export const ROLE_LIST_QUERY: ListQuery = { sort: { field: 'id', order: 'ASC' }, perPage: 50 };
