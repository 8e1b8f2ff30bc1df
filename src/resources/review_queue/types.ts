import type { QueueItem, QueuePage } from '../../../contract/records/review_queue';

export type { QueueItem, QueuePage };

/** Route (react-admin resource) name; the API resource is 'review_queue'. */
export const QUEUE_RESOURCE = 'review/queue';

/** An item of the queue: its type (the API resource of its record) and id. */
export interface ItemRef { type: string; id: number }

export const sameItem = (a: ItemRef | null | undefined, b: ItemRef | null | undefined) =>
  !!a && !!b && a.type === b.type && a.id === b.id;

/**
 * A device without a keyboard (a phone, a tablet: no hover, a finger for a pointer). Its key hints
 * and the shortcuts button are hidden there: they would promise keys it does not have.
 */
export const NO_KEYBOARD = '@media (hover: none) and (pointer: coarse)';

/** i18n key of the queue's own words. */
export const qk = (key: string) => `resources.${QUEUE_RESOURCE}.${key}`;

/** React Query keys: the queue's pages (every screen's figures), an item's "also open" in the pane, and a record page's claim and "also open". */
export const LIST_KEY = 'review_queue/list';
export const PRESENCE_KEY = 'review_queue/presence';
export const WATCHERS_KEY = 'review_queue/item';

/** A waiting count as the tabs and the badge write it: past the API's cap, "1000+". */
export const countText = (total: number, more: boolean | undefined) => `${total}${more ? '+' : ''}`;
