// The queue page's open item, its claim and its tab outlive the page's component
// for a moment. Switching the language makes react-admin remount the whole app
// (its I18nContextProvider re-keys its children so every text is translated
// again): the page's state was lost and its unmount released the claim, so the
// reviewer came back to another item. Now the page keeps its state here as it
// changes; closing while the address stays on the queue (a remount: the new
// page may render only once the app's auth check settles) waits GRACE_MS for a
// page to take it up before it lets go of the claim, while navigating away lets
// go at once and the next visit starts afresh, as before.
import type { ItemRef, QueueItem } from './types';

export interface KeptQueue {
  /** the tab (a type), undefined for all */
  type: string | undefined;
  current: QueueItem | null;
  done: boolean;
  /** the item whose claim is the reader's own */
  held: ItemRef | null;
  skipped: ItemRef[];
}

/** Long enough for a remount (milliseconds), short enough that a claim left behind is released at once. */
export const GRACE_MS = 1500;

let kept: KeptQueue | null = null;
let leaving: ReturnType<typeof setTimeout> | undefined;
let release: (() => void) | undefined;

/** What the page showed, if it closed without the address leaving it (a remount) a moment ago, or is still open. */
export const keptQueue = (): KeptQueue | null => kept;

/** The page's state as it now stands. */
export function keepQueue(state: KeptQueue): void {
  kept = state;
}

/** A page opened: one that took up the state before it keeps its claim; a fresh one lets go of any claim left behind at once. */
export function stayInQueue(resumed: boolean): void {
  clearTimeout(leaving);
  const left = release;
  leaving = undefined;
  release = undefined;
  if (!resumed) left?.();
}

/**
 * The page closed. Navigated away (the address no longer the queue's): its claim is let go at once, as ever. Closed
 * where it stands (a remount): unless a page takes up its state within GRACE_MS, the same then.
 */
export function leaveQueue(letGo: () => void, remount: boolean): void {
  clearTimeout(leaving);
  const forget = () => {
    leaving = undefined;
    release = undefined;
    kept = null;
    letGo();
  };
  if (!remount) {
    forget();
    return;
  }
  release = letGo;
  leaving = setTimeout(forget, GRACE_MS);
}
