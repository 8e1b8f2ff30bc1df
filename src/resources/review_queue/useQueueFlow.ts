// The queue's open item: opening claims it (renewed while it stays open), moving
// on releases it unless it was decided, and "next" asks the API for the oldest
// item nobody else holds, leaving out the ones skipped on this page. A remount
// (a language switch) takes up the open item and its claim again (kept.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorCode, CONFLICT } from '../shared/errors';
import { useNotifyError } from '../shared/useNotifyError';
import { keepQueue, leaveQueue, stayInQueue, type KeptQueue } from './kept';
import { claimItem, nextItem, releaseItem, takeOverItem, useRefreshQueue } from './api';
import { QUEUE_RESOURCE, sameItem, type ItemRef, type QueueItem } from './types';

/** The envelope code of a failed queue call (the HTTP client's ApiError) or data-provider call. */
const codeOf = (error: unknown) => (error as { code?: number } | null)?.code ?? errorCode(error);

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

/** Whether the address is still the queue's (a hash route): closing there is a remount, not leaving. */
const onQueuePage = () => window.location.hash.split('?')[0] === `#/${QUEUE_RESOURCE}`;

/** Keeps the flow's state as it changes (kept.ts), and on leaving the page releases the claim unless a remount takes it up. */
function useKeptFlow(state: Omit<KeptQueue, 'held' | 'skipped'>, refs: { held: { current: ItemRef | null }; skipped: { current: ItemRef[] } },
  resumed: boolean, letGo: () => void) {
  const { type, current, done } = state;
  const { held, skipped } = refs;
  useEffect(() => { keepQueue({ type, current, done, held: held.current, skipped: skipped.current }); });
  useEffect(() => {
    stayInQueue(resumed);
    return () => leaveQueue(letGo, onQueuePage());
  }, [letGo, resumed]);
}

export function useQueueFlow(type: string | undefined, identityId: number | undefined, claimMinutes: number, resumed?: KeptQueue | null): QueueFlow {
  const [current, setCurrent] = useState<QueueItem | null>(resumed?.current ?? null);
  const [done, setDone] = useState(resumed?.done ?? false);
  const skipped = useRef<ItemRef[]>(resumed?.skipped ?? []);
  const held = useRef<ItemRef | null>(resumed?.held ?? null);
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
      show(codeOf(error) === CONFLICT ? item : null);
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
  useKeptFlow({ type, current, done }, { held, skipped }, !!resumed, letGo);
  const close = useCallback(() => { letGo(); setCurrent(null); }, [letGo]);

  return { current, done, open, openNext, skip, decided, takeOver, close };
}
