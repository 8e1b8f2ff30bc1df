// The queue's calls (/mdr/review_queue/*, server/queue/routes.ts), through React Query.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { post } from '../../http/api';
import type { ItemRef, QueueItem, QueuePage } from './types';

const KEY = 'review_queue/list';

/** The first page of the queue (one type, or all), oldest first, with every type's counts; refetched every 30 s. */
export const useQueuePage = (type: string | undefined, pageSize = 50) => useQuery({
  queryKey: [KEY, type ?? null, pageSize],
  queryFn: ({ signal }) => post<QueuePage>('/mdr/review_queue/list', { ...(type ? { type } : {}), page: 1, pageSize }, { signal }),
  refetchInterval: 30_000,
  retry: false,
});

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
