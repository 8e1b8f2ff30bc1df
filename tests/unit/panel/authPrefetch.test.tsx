// A signed-in cold load answers react-admin's checkAuth and the list's canAccess before the first render
// (src/providers/authPrefetch.ts): in the cache entries react-admin's hooks read, so a List whose data is
// in renders its rows in its first commit instead of after two more rounds of auth answers and renders
// (react-admin's List shows its authLoading, a spinner, until both have answered).
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { CoreAdminContext, ListBase, memoryStore, useListContext, type AuthProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { prefetchAuth } from '../../../src/providers/authPrefetch';

const RESOURCE = 'wow_guide/article';
const SORT = { field: 'createdAt', order: 'DESC' as const };
const PARAMS = { pagination: { page: 1, perPage: 20 }, sort: SORT, filter: {}, meta: undefined };

/** What each render of the list showed, in order: 'checking' (react-admin's authLoading) or the rows' titles. */
let shown: string[] = [];
const Checking = () => {
  shown.push('checking');
  return <p>checking access</p>;
};
const Titles = () => {
  const { data } = useListContext();
  shown.push(data?.map((r) => r.title).join() ?? 'no rows');
  return <ul>{data?.map((r) => <li key={r.id}>{r.title}</li>)}</ul>;
};

function authProvider(answers: { signedIn: boolean; canRead: boolean }) {
  const asked: string[] = [];
  const provider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkError: async () => undefined,
    checkAuth: async () => {
      asked.push('checkAuth');
      if (!answers.signedIn) throw new Error('signed out');
    },
    getPermissions: async () => undefined,
    canAccess: async ({ action, resource }) => {
      asked.push(`canAccess ${action} ${resource}`);
      return answers.canRead;
    },
  };
  return { provider, asked };
}

/** A client holding the list's first page, as src/listPrefetch.ts leaves it; the List's own request never answers. */
function clientWithRows(): { client: QueryClient; dataProvider: DataProvider } {
  const client = new QueryClient();
  client.setQueryData([RESOURCE, 'getList', PARAMS], { data: [{ id: 1, title: 'Prefetched guide' }], total: 1 });
  return { client, dataProvider: { getList: () => new Promise<never>(() => undefined) } as unknown as DataProvider };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function renderList(client: QueryClient, dataProvider: DataProvider, auth: AuthProvider) {
  render(
    <CoreAdminContext dataProvider={dataProvider} authProvider={auth} queryClient={client} store={memoryStore()}>
      <ListBase resource={RESOURCE} sort={SORT} perPage={20} authLoading={<Checking />}>
        <Titles />
      </ListBase>
    </CoreAdminContext>,
  );
}

afterEach(() => {
  localStorage.clear();
  shown = [];
});

describe('answering react-admin’s auth questions before the first render', () => {
  it('lets a List render its rows in its first commit', async () => {
    const { client, dataProvider } = clientWithRows();
    const { provider, asked } = authProvider({ signedIn: true, canRead: true });
    prefetchAuth(client, provider, RESOURCE);
    await settled();
    expect(asked).toEqual(['checkAuth', `canAccess list ${RESOURCE}`]);
    renderList(client, dataProvider, provider);
    expect(await screen.findByText('Prefetched guide')).toBeTruthy();
    expect(shown[0]).toBe('Prefetched guide');
    expect(shown).not.toContain('checking');
  });

  it('without it the first render has no rows (react-admin asks first)', async () => {
    const { client, dataProvider } = clientWithRows();
    renderList(client, dataProvider, authProvider({ signedIn: true, canRead: true }).provider);
    expect(await screen.findByText('Prefetched guide')).toBeTruthy();
    expect(shown[0]).toBe('checking');
  });

  it('stores no failed answer: react-admin asks again and handles it as before', async () => {
    const client = new QueryClient();
    prefetchAuth(client, authProvider({ signedIn: false, canRead: false }).provider, RESOURCE);
    await settled();
    expect(client.getQueryState(['auth', 'checkAuth', {}])).toBeUndefined();
    // a refusal is an answer: the List shows react-admin's access denial as it would have
    expect(client.getQueryData(['auth', 'canAccess', { action: 'list', resource: RESOURCE, enabled: true }])).toBe(false);
  });
});
