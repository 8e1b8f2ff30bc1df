// The panel's React Query client: react-admin's default plus one repair.
//
// react-admin's CRUD pages (<Edit>, <Show>, <Create>, <List> through
// useIsAuthPending) read the cached state of the ['auth', 'canAccess',
// {action, resource}] and ['auth', 'checkAuth', {}] queries once per render,
// without subscribing to them. When the only component asking such a question
// unmounts while its answer is on its way (the show page's <EditButton> asks
// {action: 'edit', resource} before its record is known, then asks again with
// the record id), React Query cancels the fetch and puts the query back to
// "pending" with no data — and nothing ever fetches it again. The edit page
// opened next then shows react-admin's spinner for good (the phone screen walk
// of tests/e2e/phone.test.ts hung there on #/wow_guide/article/1).
// The same happens to a question asked in a render React throws away (the
// query is created, nobody ever subscribes). An auth question left that way is
// answered anyway (or dropped when it was asked disabled): whoever reads it
// next finds an answer, not a "pending" that never ends.
import { QueryClient, type Query } from '@tanstack/react-query';

/** An auth question left without an answer and without anyone asking it. */
export const isAbandonedAuthQuery = (query: Query): boolean =>
  query.queryKey[0] === 'auth'
  && query.state.status === 'pending'
  && query.state.fetchStatus === 'idle'
  && query.getObserversCount() === 0;

const askedDisabled = (query: Query) => (query.queryKey[2] as { enabled?: unknown } | undefined)?.enabled === false;

export function createQueryClient(): QueryClient {
  const client = new QueryClient();
  const cache = client.getQueryCache();
  const settle = (query: Query) => {
    if (!isAbandonedAuthQuery(query) || cache.get(query.queryHash) !== query) return;
    if (askedDisabled(query)) cache.remove(query);
    // the failure, if any, is the query's state, read by whoever asks next
    else query.fetch().catch(() => undefined);
  };
  cache.subscribe((event) => {
    if (event.query.queryKey[0] !== 'auth') return;
    // after the render that created it has had its chance to subscribe
    if (event.type === 'added') setTimeout(() => settle(event.query), 0);
    else if (event.type === 'updated' || event.type === 'observerRemoved') settle(event.query);
  });
  return client;
}
