// j and k are the desk's intent: the items beside the open one are the ones opened next (by a key, or after a
// decision, which opens the next free item). Their records are asked for while the reader reads the open one,
// into the entry the pane's useGetOne reads (ra-core's key [resource, 'getOne', {id, meta}]), so the next item
// shows at once; the pane still refreshes it when it opens (react-admin's queries are stale at once).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import { routeOf } from './decisions';
import { sameItem, type QueueItem } from './types';

/** Reused by the pane when it opens within this time, then refreshed. */
const NEIGHBOUR_FRESH_MS = 10_000;

export function usePrefetchNeighbours(items: readonly QueueItem[], current: QueueItem | null): void {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  useEffect(() => {
    if (!current) return;
    const at = items.findIndex((i) => sameItem(i, current));
    for (const item of [items[at + 1], items[at - 1]]) {
      const route = item && routeOf(item.type);
      if (!route) continue;
      void queryClient.prefetchQuery({
        queryKey: [route, 'getOne', { id: String(item.id), meta: undefined }],
        queryFn: () => dataProvider.getOne(route, { id: item.id }).then(({ data }) => data),
        staleTime: NEIGHBOUR_FRESH_MS,
      });
    }
  }, [items, current, queryClient, dataProvider]);
}
