// A signed-in cold load answers react-admin's auth questions before its first render
// (docs/performance.md "Lists beside a baseline react-admin app"). react-admin asks them one after the
// other, each answer reaching React through React Query's notification (a timer) and a new render:
// the admin's routes wait for checkAuth before rendering the layout, and a List asks canAccess only
// once checkAuth has answered, then its data only once canAccess has. With the answers already in the
// cache entries those hooks read, the layout and the list render in one pass, rows included when the
// list's data (src/listPrefetch.ts) is in. The answers are the auth provider's own, asked earlier; an
// answer that fails is not stored, so react-admin asks again and handles the failure as before.
import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'react-admin';

/** ra-core's useAuthState (CoreAdminRoutes with requireAuth, useAuthenticated) with its default params. */
export const CHECK_AUTH_KEY = ['auth', 'checkAuth', {}] as const;

/** ra-core's useCanAccess as useListController's useRequireAccess asks it once signed in. */
export const listAccessKey = (resource: string) => ['auth', 'canAccess', { action: 'list', resource, enabled: true }] as const;

/** Stores `answer` under `key` unless an answer is already there (react-admin's own, newer). */
function seed(queryClient: QueryClient, key: readonly unknown[], answer: Promise<unknown>): void {
  answer.then(
    (data) => {
      if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, data);
    },
    () => undefined,
  );
}

/** Asks checkAuth now, and canAccess for `listResource`'s list when the first screen is one. */
export function prefetchAuth(queryClient: QueryClient, authProvider: AuthProvider, listResource?: string): void {
  seed(queryClient, CHECK_AUTH_KEY, authProvider.checkAuth({}).then(() => true));
  if (listResource && authProvider.canAccess) seed(queryClient, listAccessKey(listResource), authProvider.canAccess({ action: 'list', resource: listResource }));
}
