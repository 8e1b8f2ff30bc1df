// The audit log's screen (#/user/audit, `/mdr/audit_log/<action>`): its route and default query.
import type { ListQuery } from '../types';
export type { AuditEntryRecord } from '../../../contract/audit_log';

export const AUDIT_RESOURCE = 'user/audit';

/** The list's default order and page size (its List, and the prefetch of src/listPrefetch.ts). */
export const AUDIT_LIST_QUERY: ListQuery = { sort: { field: 'createdAt', order: 'DESC' }, perPage: 25 };

/** One Beijing day of the trail with its closing hash (`/mdr/audit_log/days`, the hash chain). */
export type { AuditDay } from '../../../contract/records/audit_days';
