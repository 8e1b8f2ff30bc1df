// What the side menu shows: the module table (contract/access/modules.ts) in spec order,
// or the server's menu when the menuFromServer setting is on (docs/panel.md "The server menu"), cut down
// to routes the panel has and the staff member may open; then the external
// entries (the official website). Pure, so it is tested without rendering.
import { canAccessRoute } from '../access/canAccess';
import { MODULES, type Grant } from '../../contract/access/modules';
import { externalEntries } from '../access/serverMenu';
import type { ServerMenuItem } from '../settings/settings';

export interface MenuEntry {
  /** hash path, e.g. '/wow_guide/article' */
  path: string;
  /** i18n key of the label */
  label: string;
}

export interface MenuGroup {
  name: string;
  label: string;
  /** icon name of the module (MODULES[].icon) */
  icon: string;
  items: MenuEntry[];
}

/** A link out of the panel, opened in a new tab. */
export interface ExternalLink {
  url: string;
  label: string;
  icon: string;
}

/** `available`: paths the panel can render (the workplace and every registered resource). */
export function menuGroups(grant: Grant | null, available: ReadonlySet<string>): MenuGroup[] {
  return [...MODULES]
    .sort((a, b) => a.order - b.order)
    .map((module) => ({
      name: module.name,
      label: `menu.${module.name}`,
      icon: module.icon,
      items: module.children
        .filter((route) => available.has(route.path) && canAccessRoute(grant, route.path))
        .map((route) => ({ path: route.path, label: `menu.${route.name}` })),
    }))
    .filter((group) => group.items.length > 0);
}

const byOrder = (a: ServerMenuItem, b: ServerMenuItem) => a.meta.order - b.meta.order;

/**
 * The server's menu in its order. Its entries are still checked against the
 * grant, so the menu never offers a route that would show the not-found page.
 */
export function serverMenuGroups(menu: ServerMenuItem[], grant: Grant | null, available: ReadonlySet<string>): MenuGroup[] {
  return menu
    .filter((item) => !item.meta.external)
    .sort(byOrder)
    .map((item) => ({
      name: item.name,
      label: item.meta.locale,
      icon: item.meta.icon ?? '',
      items: [...item.children]
        .sort(byOrder)
        .filter((child) => available.has(child.path) && canAccessRoute(grant, child.path))
        .map((child) => ({ path: child.path, label: child.meta.locale })),
    }))
    .filter((group) => group.items.length > 0);
}

/** The server menu's external entries; the URL comes only from the server. */
export const externalLinks = (menu: ServerMenuItem[]): ExternalLink[] =>
  externalEntries(menu).map((item) => ({ url: item.path, label: item.meta.locale, icon: item.meta.icon ?? 'link' }));

/** Everything the menu shows for these settings. */
export function panelMenu(
  settings: { menuFromServer: boolean; serverMenu: ServerMenuItem[] },
  grant: Grant | null,
  available: ReadonlySet<string>,
): { groups: MenuGroup[]; links: ExternalLink[] } {
  const fromServer = settings.menuFromServer && settings.serverMenu.length > 0;
  return {
    groups: fromServer ? serverMenuGroups(settings.serverMenu, grant, available) : menuGroups(grant, available),
    links: externalLinks(settings.serverMenu),
  };
}
