import type { ListQuery } from '../types';

export const LINK_RESOURCE = 'channel_promotion/link';
export type { PromotionLinkRecord, LinkStats, LinkDaily } from '../../../contract/promotion_links';

/** The list's default order and page size (its List, and the prefetch of src/listPrefetch.ts). */
export const LINK_LIST_QUERY: ListQuery = { sort: { field: 'id', order: 'DESC' }, perPage: 20 };
