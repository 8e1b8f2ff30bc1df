import type { ListQuery } from '../types';

/** The route of the webhooks (#/user/webhooks, contract/access/modules/user.ts). */
export const WEBHOOK_RESOURCE = 'user/webhooks';

/** The list's default order and page size (its List, and the prefetch of src/listPrefetch.ts). */
export const WEBHOOK_LIST_QUERY: ListQuery = { sort: { field: 'id', order: 'DESC' }, perPage: 10 };

/** `resources.user/webhooks.<key>` */
export const w = (key: string) => `resources.${WEBHOOK_RESOURCE}.${key}`;
