// The panel's React Query client answers an auth question whose only asker
// left before the answer came (react-admin's CRUD pages read such queries
// without subscribing: a "pending" nobody fetches kept the edit page on its
// spinner for good).
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/providers/queryClient';

const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms));

/** Waits until `check` holds (a busy machine runs the timers late), or 2 s. */
async function until(check: () => boolean): Promise<void> {
  for (const end = Date.now() + 2_000; !check() && Date.now() < end;) await tick(10);
}

/** A canAccess question whose answer takes `ms`, consuming the abort signal as react-admin's does. */
function askAfter(ms: number) {
  let calls = 0;
  const queryFn = async ({ signal }: { signal: AbortSignal }) => {
    calls += 1;
    await new Promise((r) => setTimeout(r, ms));
    if (signal.aborted && calls === 1) throw new Error('aborted');
    return true;
  };
  return { queryFn, calls: () => calls };
}

describe('the panel query client', () => {
  it('answers an auth question its asker abandoned mid-way, instead of leaving it pending', async () => {
    const client = createQueryClient();
    const key = ['auth', 'canAccess', { action: 'edit', resource: 'wow_guide/article' }];
    const { queryFn, calls } = askAfter(20);
    const observer = new QueryObserver(client, { queryKey: key, queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await tick();
    unsubscribe(); // react-query cancels and reverts the query to "pending"
    await until(() => client.getQueryState(key)?.status === 'success');
    expect(client.getQueryState(key)?.status).toBe('success');
    expect(calls()).toBe(2);
  });

  it('answers an auth question created in a render nobody committed', async () => {
    const client = createQueryClient();
    const key = ['auth', 'canAccess', { action: 'show', resource: 'wow_guide/article' }];
    const { queryFn } = askAfter(1);
    new QueryObserver(client, { queryKey: key, queryFn }).getOptimisticResult(client.defaultQueryOptions({ queryKey: key, queryFn }));
    expect(client.getQueryState(key)?.status).toBe('pending');
    await until(() => client.getQueryState(key)?.status === 'success');
    expect(client.getQueryState(key)?.status).toBe('success');
  });

  it('drops an abandoned question that was asked disabled, and leaves other queries alone', async () => {
    const client = createQueryClient();
    const disabled = ['auth', 'canAccess', { action: 'edit', resource: 'wow_guide/article', enabled: false, recordId: 1 }];
    const other = ['wow_guide/article', 'getOne', { id: '1' }];
    const { queryFn } = askAfter(1);
    for (const queryKey of [disabled, other]) {
      const options = client.defaultQueryOptions({ queryKey, queryFn, enabled: false });
      new QueryObserver(client, options).getOptimisticResult(options);
    }
    await tick(30);
    expect(client.getQueryState(disabled)).toBeUndefined();
    expect(client.getQueryState(other)?.status).toBe('pending');
  });
});
