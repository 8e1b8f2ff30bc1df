// A cold load of a list asks for its first page beside the list's chunk (src/listPrefetch.ts): the answer
// must land where react-admin's List reads it, so the rows show without the List's own request; and a
// list whose parameters the URL or the store names, or that the reader may not read, is not prefetched.
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { CoreAdminContext, ListBase, memoryStore, useListContext, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTENT_DELAY_MS, prefetchList, prefetchOnNavigation } from '../../../src/listPrefetch';
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

describe('starting the next screen on the reader’s intent', () => {
  /** The resource with its list and show views lazy, counting their chunk loads. */
  function lazyResource() {
    const loads = { list: 0, show: 0 };
    const view = (name: 'list' | 'show') => Object.assign(() => null, { preload: async () => { loads[name] += 1; } });
    return { resource: { ...resource, list: view('list'), show: view('show') } as unknown as PanelResource, loads };
  }
  const linkTo = (href: string) => {
    const link = document.createElement('a');
    link.href = href;
    link.textContent = href;
    link.addEventListener('click', (event) => event.preventDefault());
    document.body.append(link);
    return link;
  };
  const fire = (target: Element, type: string) => target.dispatchEvent(new MouseEvent(type, { bubbles: true }));

  it('loads a list’s code and first page when the pointer rests on its link, once for the click that follows', async () => {
    vi.useFakeTimers();
    try {
      signedInAs('*');
      const { dataProvider, calls } = provider('x');
      const { resource: lazy, loads } = lazyResource();
      prefetchOnNavigation(new QueryClient(), dataProvider, [lazy]);
      const menu = linkTo('#/wow_guide/article');
      const other = linkTo('#/elsewhere');
      // a pointer passing over the entry on its way elsewhere is not intent
      fire(menu, 'pointerover');
      await vi.advanceTimersByTimeAsync(INTENT_DELAY_MS / 2);
      fire(other, 'pointerover');
      await vi.advanceTimersByTimeAsync(INTENT_DELAY_MS * 2);
      expect([calls(), loads.list]).toEqual([0, 0]);
      // resting on it is
      fire(menu, 'pointerover');
      await vi.advanceTimersByTimeAsync(INTENT_DELAY_MS);
      expect([calls(), loads.list]).toEqual([1, 1]);
      // the click right after uses the answer intent asked for
      menu.click();
      expect(calls()).toBe(1);
      menu.remove();
      other.remove();
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts at once on a press or a keyboard focus, and loads a record page’s code (a link, a list’s row) without asking for a list', () => {
    signedInAs('*');
    const { dataProvider, calls } = provider('x');
    const { resource: lazy, loads } = lazyResource();
    prefetchOnNavigation(new QueryClient(), dataProvider, [lazy]);
    const row = linkTo('#/wow_guide/article/5/show');
    fire(row, 'pointerdown');
    expect([calls(), loads.show]).toEqual([0, 1]);
    const menu = linkTo('#/wow_guide/article');
    menu.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect([calls(), loads.list]).toEqual([1, 1]);
    // a list's clickable row opens its record's page
    window.location.hash = '#/wow_guide/article';
    const table = document.createElement('table');
    table.innerHTML = '<tbody><tr class="RaDataTable-row RaDataTable-clickableRow"><td>A guide</td></tr></tbody>';
    document.body.append(table);
    fire(table.querySelector('td')!, 'pointerdown');
    expect([calls(), loads.show]).toEqual([1, 2]);
    row.remove();
    menu.remove();
    table.remove();
  });
});
