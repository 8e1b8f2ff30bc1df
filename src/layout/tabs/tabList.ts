// The tab bar's list (the tab entry of docs/domain.md "Entities the panel keeps"), as pure functions over an array.
// A tab stands for one page (path); its fullPath follows the page's latest
// query, so a list keeps its filters and paging without a tab per query.
import { MODULES } from '../../../contract/access/modules';
import { MESSAGES_PATH } from '../../messages/paths';
import { isAtOrBelow, LOGIN_PATH, REDIRECT_PREFIX, WORKPLACE_PATH } from '../../pages/paths';

export interface TabEntry {
  /** i18n key of the page's name */
  title: string;
  /** the route's name (the module table's, or the path for other pages) */
  name: string;
  /** hash path with its query, e.g. '/wow_guide/article?page=2' */
  fullPath: string;
  query: Record<string, string>;
  /** kept for the spec's shape: pages are not kept alive, so nothing is cached */
  ignoreCache: boolean;
}

/** Pages outside the module table with a name of their own. */
const OTHER_PAGES: { path: string; name: string; title: string }[] = [
  { path: MESSAGES_PATH, name: 'messages', title: 'message_centre.title' },
];

const ROUTES = [
  ...MODULES.flatMap((m) => m.children.map((c) => ({ path: c.path, name: c.name, title: `menu.${c.name}` }))),
  ...OTHER_PAGES,
];

export const pathOf = (fullPath: string): string => fullPath.split('?')[0];

/** The route a path belongs to: '/wow_guide/article/5/show' → the articles route. */
export function routeOf(pathname: string): { path: string; name: string; title: string } | undefined {
  return ROUTES.find((route) => isAtOrBelow(pathname, route.path));
}

/** What follows the route in the path: a record id, 'create', …; '' on the route itself. */
export const subPageOf = (pathname: string): string => {
  const route = routeOf(pathname);
  return route ? pathname.slice(route.path.length).replace(/^\//, '') : '';
};

/**
 * The tab's text: the page's name, plus the record id or "new" below a list. A page of its own
 * below a route (the payout batches below the withdrawals: '/wow_author/withdraws/batches/1/show')
 * is named by its resource's name (`resources.<its route>.name`), then its record's id.
 */
export function tabLabel(tab: TabEntry, translate: (key: string, options?: object) => string): string {
  const path = pathOf(tab.fullPath);
  let name = translate(tab.title, { _: tab.title });
  const below = subPageOf(path);
  let sub = below.replace(/\/show$/, '');
  const [first, ...rest] = sub.split('/');
  if (first && first !== 'create' && !/^\d+$/.test(first)) {
    const page = path.slice(1, path.length - below.length) + first;
    const pageName = translate(`resources.${page}.name`, { smart_count: 2, _: '' });
    if (pageName) [name, sub] = [`${name} · ${pageName}`, rest.join('/')];
  }
  if (!sub) return name;
  return `${name} · ${sub === 'create' ? translate('shell.tabs.create') : `#${sub}`}`;
}

/** Routes that only pass through or stand in for another page ('/access-denied': react-admin's). */
const NO_TAB = ['/', LOGIN_PATH, '/access-denied'];

/** The tab of a location, or null for pages that are no tab (login, the root, the reload helper route). */
export function tabOf(pathname: string, search = ''): TabEntry | null {
  if (NO_TAB.includes(pathname) || isAtOrBelow(pathname, REDIRECT_PREFIX)) return null;
  const route = routeOf(pathname);
  const query = Object.fromEntries(new URLSearchParams(search));
  return {
    title: route?.title ?? pathname,
    name: route?.name ?? pathname,
    fullPath: `${pathname}${search}`,
    query,
    ignoreCache: false,
  };
}

/** The first tab, always there and never closed. */
export const WORKPLACE_TAB: TabEntry = tabOf(WORKPLACE_PATH)!;

export const isFixed = (tab: TabEntry) => pathOf(tab.fullPath) === WORKPLACE_PATH;

/** Adds the page's tab at the end, or brings its tab up to date (same path, new query). */
export function visit(tabs: TabEntry[], tab: TabEntry): TabEntry[] {
  const at = tabs.findIndex((t) => pathOf(t.fullPath) === pathOf(tab.fullPath));
  if (at < 0) return [...tabs, tab];
  if (tabs[at].fullPath === tab.fullPath) return tabs;
  return tabs.map((t, i) => (i === at ? tab : t));
}

export type CloseAction = 'close' | 'close_left' | 'close_right' | 'close_others' | 'close_all';

/** The tabs left after `action` on the tab at `index`; the workplace tab always stays. */
export function closeTabs(tabs: TabEntry[], index: number, action: CloseAction): TabEntry[] {
  const keep = (tab: TabEntry, i: number): boolean => {
    if (isFixed(tab)) return true;
    switch (action) {
      case 'close': return i !== index;
      case 'close_left': return i >= index;
      case 'close_right': return i <= index;
      case 'close_others': return i === index;
      case 'close_all': return false;
    }
  };
  return tabs.filter(keep);
}

/** Whether `action` on the tab at `index` would close anything. */
export const canClose = (tabs: TabEntry[], index: number, action: CloseAction): boolean =>
  closeTabs(tabs, index, action).length < tabs.length;

/**
 * Where to go when the current page's tab is gone: the acted-on tab if it stays,
 * else its left neighbour among the remaining tabs (the workplace at least).
 */
export function landingAfterClose(before: TabEntry[], after: TabEntry[], index: number): TabEntry {
  const acted = before[index];
  if (after.includes(acted)) return acted;
  const left = before.slice(0, index).reverse().find((t) => after.includes(t));
  return left ?? after[0] ?? WORKPLACE_TAB;
}

/** A stored list, repaired: the workplace first, no duplicates, nothing malformed. */
export function normalize(stored: unknown): TabEntry[] {
  const valid = Array.isArray(stored)
    ? stored.filter((t): t is TabEntry => typeof t?.fullPath === 'string' && typeof t?.title === 'string')
    : [];
  let tabs = [WORKPLACE_TAB];
  for (const tab of valid) {
    const fresh = tabOf(pathOf(tab.fullPath), tab.fullPath.slice(pathOf(tab.fullPath).length));
    if (fresh) tabs = visit(tabs, fresh);
  }
  return tabs;
}
