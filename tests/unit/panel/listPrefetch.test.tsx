// A cold load of a list asks for its first page beside the list's chunk (src/listPrefetch.ts): the answer
// must land where react-admin's List reads it, so the rows show without the List's own request; and a
// list whose parameters the URL or the store names, or that the reader may not read, is not prefetched.
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { CoreAdminContext, ListBase, memoryStore, useListContext, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { prefetchList, prefetchOnNavigation } from '../../../src/listPrefetch';
import type { PanelResource } from '../../../src/resources/types';

const resource = {
  name: 'wow_guide/article', apiResource: 'articles', messages: {},
  listQuery: { sort: { field: 'createdAt', order: 'DESC' }, perPage: 20 },
} as unknown as PanelResource;

const signedInAs = (role: string, modules: string[] = []) =>
  localStorage.setItem('user-info', JSON.stringify({ accountId: 1, name: 'A', avatar: '', role, modules }));

/** A data provider whose getList answers `title` once, or never (the List's own request, kept pending). */
function provider(title: string | null) {
  let calls = 0;
  const getList = () => {
    calls += 1;
    return title === null ? new Promise<never>(() => undefined) : Promise.resolve({ data: [{ id: 1, title }], total: 1 });
  };
  return { dataProvider: { getList } as unknown as DataProvider, calls: () => calls };
}

const Titles = () => <ul>{useListContext().data?.map((r) => <li key={r.id}>{r.title}</li>)}</ul>;

// vitest runs without globals, so testing-library registers no cleanup: unmounted here, a list left
// rendered keeps React working after the file's jsdom is gone ("window is not defined")
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('prefetching a list on a cold load', () => {
  it('fills the cache entry the List reads: the rows show while the List’s own request is still out', async () => {
    signedInAs('*');
    const client = new QueryClient();
    const prefetch = provider('Prefetched guide');
    prefetchList(client, prefetch.dataProvider, resource, '');
    const own = provider(null);
    render(
      <CoreAdminContext dataProvider={own.dataProvider} queryClient={client} store={memoryStore()}>
        <ListBase resource={resource.name} sort={resource.listQuery!.sort} perPage={resource.listQuery!.perPage} disableAuthentication>
          <Titles />
        </ListBase>
      </CoreAdminContext>,
    );
    expect(await screen.findByText('Prefetched guide')).toBeTruthy();
    expect(prefetch.calls()).toBe(1);
  });

  it('asks nothing when the URL or the store names the list’s parameters, or the reader may not read it', () => {
    const client = new QueryClient();
    const { dataProvider, calls } = provider('x');
    signedInAs('*');
    prefetchList(client, dataProvider, resource, 'filter=%7B%7D');
    localStorage.setItem(`RaStore.${resource.name}.listParams`, '{"page":2}');
    prefetchList(client, dataProvider, resource, '');
    localStorage.clear();
    signedInAs('reader', ['mdr.dashboard']);
    prefetchList(client, dataProvider, resource, '');
    localStorage.clear();
    prefetchList(client, dataProvider, resource, ''); // signed in, the user info not loaded yet
    expect(calls()).toBe(0);
  });
});

describe('prefetching a list on a move in the app', () => {
  it('asks for a list’s first page at a link click or a hash change, not for its other pages', () => {
    signedInAs('*');
    const { dataProvider, calls } = provider('x');
    prefetchOnNavigation(new QueryClient(), dataProvider, [resource]);
    const link = document.createElement('a');
    link.href = '#/wow_guide/article';
    link.addEventListener('click', (event) => event.preventDefault());
    document.body.append(link);
    link.click();
    expect(calls()).toBe(1);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(calls()).toBe(1); // jsdom's hash is not a list: nothing
    window.location.hash = '#/wow_guide/article/5/show';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(calls()).toBe(1);
    prefetchOnNavigation(new QueryClient(), dataProvider, []); // a grant without the list
    link.click();
    expect(calls()).toBe(1);
    link.remove();
  });
});

