// The review queue as a list a saved view may be of (server/modules/views,
// server/resources/list-target.ts): its one filter is the tab, an item type of
// the declared sources; it has no sort of its own (oldest first) and no money.
import type { ListTarget } from '../resources/list-target';
import { StringEnum } from '../resources/schemas';
import type { WaitingSource } from './types';

export function queueListTarget(declared: readonly WaitingSource[]): ListTarget {
  const types = [...new Set(declared.map((s) => s.type))];
  return {
    name: 'review_queue',
    readKey: 'review_queue.read',
    filters: { type: StringEnum(types.length ? types : ['none']) },
    sorts: [],
    moneyFields: [],
  };
}
