// The records decided on this page by a single-record state change
// (useRecordTransition): a record's page offers "next in queue" once it was
// decided there (QueueNextButton). Kept outside React state because the buttons
// that decided may unmount as the record's new state hides them.
import { useSyncExternalStore } from 'react';
import type { Identifier } from 'react-admin';

let decided = new Set<string>();
const listeners = new Set<() => void>();
const keyOf = (resource: string, id: Identifier) => `${resource}/${String(id)}`;

export function markDecided(resource: string, id: Identifier): void {
  decided = new Set(decided).add(keyOf(resource, id));
  for (const l of listeners) l();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
};

/** Whether the record was decided on this page since the panel loaded. */
export const useDecidedHere = (resource: string | undefined, id: Identifier | undefined): boolean =>
  useSyncExternalStore(subscribe, () => !!resource && id !== undefined && decided.has(keyOf(resource, id)));
