// The server's menu (/api/user/menu, docs/panel.md "The server menu"): what it
// allows, and its external entry (the official website). Pure but for the call.
import { post } from '../http/api';
import { isAtOrBelow, WORKPLACE_PATH } from '../pages/paths';
import type { ServerMenuItem } from '../settings/settings';
import { moduleRouteOf } from './canAccess';

const isItem = (value: unknown): value is ServerMenuItem => {
  const item = value as ServerMenuItem | null;
  return typeof item === 'object' && item !== null && typeof item.path === 'string'
    && typeof item.name === 'string' && typeof item.meta === 'object' && item.meta !== null;
};

/** The menu, or an error for an answer of another shape (it would lock people out). */
export async function fetchServerMenu(): Promise<ServerMenuItem[]> {
  const menu = await post<unknown>('/api/user/menu');
  if (!Array.isArray(menu) || !menu.every(isItem)) throw new Error('Error');
  // two levels, as the menu shows them
  const childrenOf = (item: ServerMenuItem) => (Array.isArray(item.children) ? item.children.filter(isItem) : []);
  return menu.map((item) => ({ ...item, children: childrenOf(item).map((child) => ({ ...child, children: [] })) }));
}

const isExternal = (item: ServerMenuItem) => item.meta.external === true;

/** Only web addresses are ever opened (a javascript: URL would run in the panel). */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/** The external entries (the official website), for every menu; only http(s) addresses. */
export const externalEntries = (menu: ServerMenuItem[]): ServerMenuItem[] =>
  menu.filter((item) => isExternal(item) && isWebAddress(item.path));

/** The in-panel routes the server menu lists. */
export const serverMenuPaths = (menu: ServerMenuItem[]): string[] =>
  menu.filter((item) => !isExternal(item)).flatMap((item) => item.children.map((c) => c.path));

/**
 * While the menu comes from the server, a menu route (a route of the module
 * table) must be in it to open; any other shows the not-found page (docs/domain.md "Who may open what").
 * The workplace stays open, and so does every page that is not a menu route
 * (login, QR confirmation, /redirect, the message centre): the server menu
 * cannot list those.
 */
export function serverMenuAllows(menu: ServerMenuItem[], pathname: string): boolean {
  const route = moduleRouteOf(pathname);
  if (route === undefined || route === WORKPLACE_PATH) return true;
  return serverMenuPaths(menu).some((base) => isAtOrBelow(pathname, base));
}
