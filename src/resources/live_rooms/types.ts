import type { LiveRoomRecord } from '../../../contract/live_rooms';
import type { ListQuery } from '../types';

/** Route (react-admin resource) name; the API resource is 'live_rooms'. */
export const LIVE_RESOURCE = 'wow_live/live';

export type LiveRoom = LiveRoomRecord;

/** The list's default order and page size (its List, and the prefetch of src/listPrefetch.ts). */
export const LIVE_LIST_QUERY: ListQuery = { sort: { field: 'createdAt', order: 'DESC' }, perPage: 20 };
