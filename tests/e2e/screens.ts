// The panel's screens as the resource registry declares them (src/resources/index.ts):
// every list, show, edit and create page, the show and edit pages of each
// list's first row. A module added to the registry is walked without an edit here.
import type { Page } from 'playwright-core';
import { callApi } from './harness';

export type ScreenKind = 'list' | 'show' | 'edit' | 'create';

export interface Screen {
  /** the route resource, '#/<name>' */
  name: string;
  kind: ScreenKind;
  /** the hash path, once the first row's id is known for show and edit */
  path: string;
}

interface Declared { name: string; apiResource: string; kinds: ScreenKind[] }

/** Every resource's pages (importing the registry costs a few seconds: start it early). */
export async function declaredScreens(): Promise<Declared[]> {
  const { resources } = await import('../../src/resources');
  return resources.map((r) => ({
    name: r.name,
    apiResource: r.apiResource,
    kinds: (['list', 'show', 'edit', 'create'] as const).filter((k) => r[k] !== undefined),
  }));
}

/** The screens of one resource, its show and edit pages those of the first row its list answers. */
export async function screensOf(page: Page, { name, apiResource, kinds }: Declared): Promise<Screen[]> {
  const needsRow = kinds.includes('show') || kinds.includes('edit');
  const first = needsRow
    ? (await callApi<{ list: { id: string | number }[] }>(page, `${apiResource}/list`, { page: 1, pageSize: 1 })).list[0]
    : undefined;
  const id = first === undefined ? undefined : encodeURIComponent(String(first.id));
  return kinds.flatMap((kind): Screen[] => {
    if (kind === 'list') return [{ name, kind, path: `/${name}` }];
    if (kind === 'create') return [{ name, kind, path: `/${name}/create` }];
    if (id === undefined) throw new Error(`${name}: its list answered no row, so its ${kind} page cannot be opened`);
    return [{ name, kind, path: kind === 'show' ? `/${name}/${id}/show` : `/${name}/${id}` }];
  });
}

/**
 * Waits until the page has loaded what it shows: its title (the h1), no call in flight (the page's
 * progress bar is gone), no spinner, for two looks in a row; a list also shows its entries or says it
 * has none.
 */
export async function settled(page: Page, kind: ScreenKind, timeout = 15_000): Promise<void> {
  await page.waitForFunction((k) => {
    const w = window as unknown as { __quiet?: number };
    // (a page of its own stacks its entries in a [data-testid=list-entries] on a phone: src/resources/reconciliation/DayFigures.tsx)
    // (a list's filters, toolbar and pagination render once its rows are painted: src/resources/shared/listDeferral.tsx)
    const busy = document.querySelector('[data-testid="page-progress"], .MuiCircularProgress-root, .MuiSkeleton-root, [data-list-tools="pending"]')
      || !document.querySelector('h1')?.textContent?.trim()
      || (k === 'list' && !document.querySelector('.RaList-content li, [data-testid="list-entries"] li, [data-testid="list-card"], .RaEmpty-message, .RaList-noResults, tbody tr, [data-testid="queue-row"], [data-testid="queue-empty"]'));
    w.__quiet = busy ? 0 : (w.__quiet ?? 0) + 1;
    return w.__quiet >= 3;
  }, kind, { polling: 100, timeout });
}

/** Opens a hash route in the running app (no reload: the signed-in app stays loaded) and waits for it. */
export async function openScreen(page: Page, url: string, { path, kind }: Pick<Screen, 'path' | 'kind'>): Promise<void> {
  await page.evaluate(() => { (window as unknown as { __quiet?: number }).__quiet = 0; });
  await page.goto(`${url}/#${path}`);
  await settled(page, kind);
}

/** The page's error screen (react-admin's, shown when a page throws while rendering). */
export const ERROR_TEXT = /客户端出错，请求未能完成。|A client error occurred/;
