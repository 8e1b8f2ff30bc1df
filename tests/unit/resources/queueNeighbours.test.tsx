// The desk's j and k (src/resources/review_queue/neighbours.ts): while an item is open, the records of the
// items beside it are asked for, into the entry the pane reads, so the next one opens without a wait.
import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CoreAdminContext, memoryStore, type DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { usePrefetchNeighbours } from '../../../src/resources/review_queue/neighbours';
import type { QueueItem } from '../../../src/resources/review_queue/types';

const item = (type: string, id: number) => ({ type, id, title: `${type} ${id}` }) as QueueItem;

describe('the items beside the open one', () => {
  it('are loaded while the open one is read, where the pane finds them; the open one and the rest are not', async () => {
    const asked: string[] = [];
    const dataProvider = {
      getOne: async (resource: string, { id }: { id: number }) => {
        asked.push(`${resource}/${id}`);
        return { data: { id, title: `record ${id}` } };
      },
    } as unknown as DataProvider;
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <CoreAdminContext dataProvider={dataProvider} queryClient={client} store={memoryStore()}>{children}</CoreAdminContext>
    );
    const items = [item('articles', 1), item('builds', 2), item('articles', 3), item('articles', 4)];
    renderHook(() => usePrefetchNeighbours(items, items[1]), { wrapper });
    await waitFor(() => expect(asked.sort()).toEqual(['wow_guide/article/1', 'wow_guide/article/3']));
    // the pane's useGetOne('wow_guide/article', { id: 3 }) reads this entry
    expect(client.getQueryData(['wow_guide/article', 'getOne', { id: '3', meta: undefined }])).toEqual({ id: 3, title: 'record 3' });
  });
});
