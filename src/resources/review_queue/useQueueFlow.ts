// The queue's open item: opening claims it (renewed while it stays open), moving
// on releases it unless it was decided, and "next" asks the API for the oldest
// item nobody else holds, leaving out the ones skipped on this page.
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorCode, CONFLICT } from '../shared/errors';
import { useNotifyError } from '../shared/useNotifyError';
import { claimItem, nextItem, releaseItem, takeOverItem, useRefreshQueue } from './api';
import { sameItem, type ItemRef, type QueueItem } from './types';

export interface QueueFlow {
  /** the open item (claimed by the reader, or by someone else when their claim stood) */
  current: QueueItem | null;
  /** the queue had nothing more for the reader when last asked */
  done: boolean;
  open(item: QueueItem): Promise<void>;
  openNext(): Promise<void>;
  skip(): Promise<void>;
  /** the open item was decided: its claim ended with the decision */
  decided(): Promise<void>;
  takeOver(): Promise<void>;
  /** back to the list (a phone): the claim is released */
  close(): void;
}

/** Renews the reader's claim on the open item at half its time, while it stays open. */
function useClaimRenewal(held: { current: ItemRef | null }, current: QueueItem | null, claimMinutes: number) {
  useEffect(() => {
    const ref = held.current;
    if (!ref) return undefined;
    const timer = setInterval(() => { claimItem(ref).catch(() => undefined); }, Math.max(1, claimMinutes / 2) * 60_000);
    return () => clearInterval(timer);
  }, [held, current, claimMinutes]);
}

export function useQueueFlow(type: string | undefined, identityId: number | undefined, claimMinutes: number): QueueFlow {
  const [current, setCurrent] = useState<QueueItem | null>(null);
  const [done, setDone] = useState(false);
  const skipped = useRef<ItemRef[]>([]);
  const held = useRef<ItemRef | null>(null);
  const notifyError = useNotifyError();
  const refresh = useRefreshQueue();

  /** Lets go of the reader's claim on the open item (moving to another, leaving the page). */
  const letGo = useCallback(() => {
    const ref = held.current;
    held.current = null;
    if (ref) releaseItem({ type: ref.type, id: ref.id }).catch(() => undefined);
  }, []);
  const show = useCallback((item: QueueItem | null) => {
    setCurrent(item);
    held.current = item && item.claimedBy?.id === identityId ? { type: item.type, id: item.id } : null;
    void refresh();
  }, [identityId, refresh]);

  const open = useCallback(async (item: QueueItem) => {
    if (sameItem(item, held.current)) return;
    letGo();
    try {
      show(await claimItem({ type: item.type, id: item.id }));
    } catch (error) {
      notifyError(error);
      // claimed by someone else meanwhile: shown with their claim, decisions refused by the API
      show(errorCode(error) === CONFLICT ? item : null);
    }
  }, [letGo, show, notifyError]);

  const openNext = useCallback(async () => {
    letGo();
    try {
      const { item } = await nextItem(type, skipped.current);
      setDone(!item);
      show(item);
    } catch (error) {
      notifyError(error);
    }
  }, [type, letGo, show, notifyError]);

  const skip = useCallback(async () => {
    if (current) skipped.current = [...skipped.current, { type: current.type, id: current.id }];
    await openNext();
  }, [current, openNext]);

  const decided = useCallback(async () => { held.current = null; await openNext(); }, [openNext]);

  const takeOver = useCallback(async () => {
    if (!current) return;
    try {
      show(await takeOverItem({ type: current.type, id: current.id }));
    } catch (error) {
      notifyError(error);
    }
  }, [current, show, notifyError]);

  useClaimRenewal(held, current, claimMinutes);
  useEffect(() => letGo, [letGo]);
  const close = useCallback(() => { letGo(); setCurrent(null); }, [letGo]);

  return { current, done, open, openNext, skip, decided, takeOver, close };
}
