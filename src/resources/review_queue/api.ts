// The queue's calls (/mdr/review_queue/*, server/queue/routes.ts), through React Query.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { post } from '../../http/api';
import { holdLive, type LiveMode } from './live';
import { LIST_KEY as KEY, PRESENCE_KEY, type ItemRef, type QueueItem, type QueuePage } from './types';

/** How often the figures are read again without a live stream; with one, now and then all the same. */
export const POLL_MS = 15_000;
export const LIVE_POLL_MS = 120_000;

/** Every type's waiting and overdue counts (the menu badge's call, shared by the screens that show them). */
export const useQueueCounts = () => useQueuePage(undefined, 1);

/** Holds the live feed (./live.ts) while the screen is shown: whether its events flow, or the screen polls. */
export function useLiveMode(): LiveMode {
  const client = useQueryClient();
  const [mode, setMode] = useState<LiveMode>('connecting');
  useEffect(() => holdLive(client, setMode), [client]);
  return mode;
}

/**
 * The first page of the queue (one type, or all), oldest first (a ranked type's tab: strongest first); live, else read
 * every 15 s. With `counts`, every type's counts too: the menu's badge asks them (one item, every screen) and the queue's
 * tabs read that same answer, so the queue's own page asks none.
 */
export const useQueuePage = (type: string | undefined, pageSize = 50, counts = true) => {
  const mode = useLiveMode();
  return useQuery({
    queryKey: [KEY, type ?? null, pageSize],
    queryFn: ({ signal }) => post<QueuePage>('/mdr/review_queue/list', { ...(type ? { type } : {}), page: 1, pageSize, ...(counts ? {} : { counts }) }, { signal }),
    refetchInterval: mode === 'live' ? LIVE_POLL_MS : POLL_MS,
    retry: false,
  });
};

/**
 * Says the reader has the item open, every 20 s while it is (a page in the
 * background too), and that they left when it closes; answers who else has it
 * open. A colleague arriving or leaving is a live event that reads it again.
 */
export function usePresence(ref: ItemRef) {
  const { type, id } = ref;
  useEffect(() => () => { post('/mdr/review_queue/presence', { type, id, leaving: true }).catch(() => undefined); }, [type, id]);
  return useQuery({
    queryKey: [PRESENCE_KEY, type, id],
    queryFn: ({ signal }) => post<{ others: { id: number; name: string }[] }>('/mdr/review_queue/presence', { type, id }, { signal }),
    refetchInterval: 20_000,
    refetchIntervalInBackground: true,
    retry: false,
  });
}

export const claimItem = (ref: ItemRef) => post<QueueItem>('/mdr/review_queue/claim', ref);
export const releaseItem = (ref: ItemRef) => post<{ released: boolean }>('/mdr/review_queue/release', ref);
export const takeOverItem = (ref: ItemRef) => post<QueueItem>('/mdr/review_queue/take_over', ref);
export const nextItem = (type: string | undefined, skip: ItemRef[]) =>
  post<{ item: QueueItem | null }>('/mdr/review_queue/next', { ...(type ? { type } : {}), skip: skip.slice(-200) });

/** Reloads the queue's lists (after a claim, a decision). */
export const useRefreshQueue = () => {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: [KEY] }), [client]);
};
