import {
  BUILD_STATES, type BuildListItem, type BuildRecord, type BuildState,
} from '../../../contract/builds';
import type { ListQuery } from '../types';

/** Route (react-admin resource) name, spelled as the spec has it; the API resource is 'builds'. */
export const BUILD_RESOURCE = 'wow_build/bulid';

export const BUILD_STATUSES = BUILD_STATES;
export type BuildStatus = BuildState;

/** A build as list and get answer it (`description` only from get). */
export type Build = BuildListItem & Partial<Pick<BuildRecord, 'description'>>;

export const slotKey = (slot: string) => `resources.${BUILD_RESOURCE}.slots.${slot}`;

/** The list's default order and page size (its List, and the prefetch of src/listPrefetch.ts). */
export const BUILD_LIST_QUERY: ListQuery = { sort: { field: 'createdAt', order: 'DESC' }, perPage: 20 };
