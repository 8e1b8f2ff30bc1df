// A list screen as fast as the stack allows (docs/performance.md "Lists"):
// - a cold load of a list starts the list's first request beside the download of its chunk, into the same
//   React Query cache entry react-admin's useListController then reads (ra-core's useGetList key
//   [resource, 'getList', {pagination, sort, filter, meta}]), instead of after the chunk has loaded and the
//   List has mounted;
// - moving to a screen in the app starts on the reader's intent (a pointer resting on a link, a press, a focus):
//   its chunk loads and a list asks for its first page before the click, and at the latest at the click, not once
//   the list has rendered (prefetchOnNavigation);
// - once the first screen is up, the list chunks of the reader's menu load while the browser is idle, so a
//   menu click renders the list at once and only waits for its data.
import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import { canDo } from './access/actionAccess';
import { callsInFlight } from './http/events';
import { preloadView } from './lazy';
import { getUserInfo, grantOf } from './providers/session';
import type { PanelResource } from './resources/types';

/** Where react-admin's localStorageStore (layout/Admin.tsx) remembers a list's parameters. */
const storedParamsKey = (resource: string) => `RaStore.${resource}.listParams`;

/**
 * The list's first page, fetched now when its parameters are known without rendering it: the URL names
 * none (`search` empty), none are remembered, and the cached user info says the reader may read it (else
 * the screen would not ask). Otherwise nothing: the List asks as usual. Returns the request when it made one
 * (it settles with the answer or the failure, never rejects).
 */
export function prefetchList(queryClient: QueryClient, dataProvider: DataProvider, resource: PanelResource, search: string, staleTime = 0): Promise<void> | undefined {
  const query = resource.listQuery;
  if (!query || search) return undefined;
  if (localStorage.getItem(storedParamsKey(resource.name)) !== null) return undefined;
  const info = getUserInfo();
  if (!info || !canDo(grantOf(info), resource.name, 'list')) return undefined;
  const params = { pagination: { page: 1, perPage: query.perPage }, sort: query.sort, filter: query.filter ?? {}, meta: undefined };
  return queryClient.prefetchQuery({
    queryKey: [resource.name, 'getList', params],
    // an answer this fresh is not asked again (a click after the intent that asked for it)
    staleTime,
    // the shape useGetList's own queryFn keeps
    queryFn: () => dataProvider.getList(resource.name, params).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  });
}

/** The resource a hash route ('#/wow_guide/article?…') is on, what follows its name ('' on its list) and the query. */
export function routeOf(resources: readonly PanelResource[], hash: string): { resource: PanelResource; rest: string; search: string } | undefined {
  const [path, search = ''] = hash.replace(/^#\/?/, '').split('?');
  const resource = resources.find((r) => path === r.name || path.startsWith(`${r.name}/`));
  return resource && { resource, rest: path.slice(resource.name.length), search };
}

/** A hover this long on a link is intent (a pointer passing over the menu is not); a press or a focus is at once. */
export const INTENT_DELAY_MS = 60;
/**
 * A first page asked for on intent is reused by the click that follows within this time instead of asked again;
 * the List still refreshes it once mounted (react-admin's queries are stale at once), so the reader sees rows
 * at most this old for the moment the refresh takes.
 */
export const INTENT_FRESH_MS = 5_000;

type Move = 'intent' | 'go';
let navigating: ((hash: string, move: Move) => void) | undefined;

/** The lazy view a route opens: the list, a record's show or edit page, the create page. */
export const screenOf = (resource: PanelResource, rest: string) =>
  rest === '' ? resource.list : rest.endsWith('/show') ? resource.show : rest === '/create' ? resource.create : resource.edit;

const linkOf = (target: EventTarget | null) => (target instanceof Element ? target.closest('a[href^="#/"]') : null);
const CLICKABLE_ROW = 'tr.RaDataTable-clickableRow';

/**
 * Where a press on `target` leads: an in-app link's address, or for a clickable row of a list its record's page
 * (the lists open a record's show page on a row click; the route's id does not matter to the chunk).
 */
function destinationOf(target: EventTarget | null): { at: Element; hash: string } | null {
  const link = linkOf(target);
  if (link) return { at: link, hash: link.getAttribute('href')! };
  const row = target instanceof Element ? target.closest(CLICKABLE_ROW) : null;
  return row ? { at: row, hash: `${window.location.hash.split('?')[0]}/row/show` } : null;
}

/** Intent: a pointer resting on a link or a row (INTENT_DELAY_MS), pressing one, or the keyboard focusing one. */
function listenForIntent(intend: (hash: string) => void): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let hovered: Element | null = null;
  const now = (event: Event) => {
    const to = destinationOf(event.target);
    if (to) intend(to.hash);
  };
  document.addEventListener('pointerover', (event) => {
    const to = destinationOf(event.target);
    if ((to?.at ?? null) === hovered) return;
    clearTimeout(timer);
    hovered = to?.at ?? null;
    if (to) timer = setTimeout(() => intend(to.hash), INTENT_DELAY_MS);
  }, true);
  document.addEventListener('pointerdown', now, true);
  document.addEventListener('focusin', now, true);
}

/**
 * From now on, a move to one of `resources`' screens starts on the reader's intent, as routers with intent
 * prefetch do: a pointer resting on an in-app link, a press on it or the keyboard's focus loads the screen's
 * chunk and, for a list, asks for its first page; the click (capture phase, before the router renders
 * anything) or a hash change asks for the page if intent did not. The List then finds its request out or
 * answered (React Query shares it), and its code loaded, without waiting for the idle time a busy machine
 * does not have. Installed once; later calls only change the resources (a reader's grant).
 */
export function prefetchOnNavigation(queryClient: QueryClient, dataProvider: DataProvider, resources: readonly PanelResource[]): void {
  const first = !navigating;
  navigating = (hash, move) => {
    lastMoveAt = performance.now();
    const route = routeOf(resources, hash);
    if (!route) return;
    if (move === 'intent') preloadView(screenOf(route.resource, route.rest));
    if (route.rest === '') void prefetchList(queryClient, dataProvider, route.resource, route.search, INTENT_FRESH_MS);
  };
  if (!first || typeof window === 'undefined') return;
  window.addEventListener('hashchange', () => navigating?.(window.location.hash, 'go'));
  document.addEventListener('click', (event) => {
    const link = linkOf(event.target);
    if (link) navigating?.(link.getAttribute('href')!, 'go');
  }, true);
  listenForIntent((hash) => navigating?.(hash, 'intent'));
}

/** After the page's load event: the first screen's chunks and calls are out by then (0.5 s let the menu's chunks beat a cold list to its first row in bench:web). */
const FIRST_SCREEN_MS = 2000;

let scheduled = false;

/** The idle loads stay out of the way of a move the reader has begun this recently (its chunk, data and render). */
const MOVE_MS = 1000;
let lastMoveAt = -Infinity;

/**
 * `step` once the browser is idle, no API call is out and the reader began no move in the last MOVE_MS: the
 * screen being opened comes before the menu's chunks (evaluating one beside its render would slow it).
 */
function whenQuiet(step: () => void): void {
  window.requestIdleCallback(() => {
    const busy = callsInFlight() || performance.now() - lastMoveAt < MOVE_MS;
    if (busy) setTimeout(() => whenQuiet(step), 100);
    else step();
  });
}

/**
 * After the first screen, while the browser is idle: the chunks of the screens of the reader's menu (the
 * lazy views given: the workplace, the lists the reader may open), one per quiet moment, so they never
 * hold back the first screen's own chunks and data (six connections per origin over HTTP/1.1). Browsers
 * without requestIdleCallback (and jsdom) load each on first use, as before.
 */
export function preloadMenuWhenIdle(views: unknown[]): void {
  if (scheduled || typeof window === 'undefined' || typeof window.requestIdleCallback !== 'function') return;
  scheduled = true;
  const queue = views.filter(Boolean);
  const next = () => {
    preloadView(queue.shift());
    if (queue.length) whenQuiet(next);
  };
  const start = () => setTimeout(() => whenQuiet(next), FIRST_SCREEN_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
