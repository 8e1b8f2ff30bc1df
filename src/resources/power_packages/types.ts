import type { PowerPackageRecord } from '../../../contract/power_packages';
import type { ListQuery } from '../types';

/** Route (react-admin resource) name; the API resource is 'power_packages'. */
export const PACKAGE_RESOURCE = 'supports/power';

export type PowerPackage = PowerPackageRecord;

/** The list's default order and page size (its List, and the prefetch of src/listPrefetch.ts). */
export const PACKAGE_LIST_QUERY: ListQuery = { sort: { field: 'sortOrder', order: 'ASC' }, perPage: 50 };
