// The menu a staff member may see, as /api/user/menu answers it, and its
// labels: built here, from the module table, so the API, the panel and its
// tests use the same code.
import type { ContractLang } from '../types';
import { canOpenRoute, MODULES, type Grant } from './modules';

export interface MenuMeta { locale: string; requiresAuth: boolean; icon?: string; order: number; external?: boolean }

export interface MenuEntry {
  path: string;
  name: string;
  meta: MenuMeta;
  children: MenuEntry[];
}

/** The allowed routes (./modules.ts) in menu order, then the official website (an external entry, docs/domain.md "Modules"). */
export function menuFor(grant: Grant, officialSiteUrl: string): MenuEntry[] {
  const modules = [...MODULES]
    .sort((a, b) => a.order - b.order)
    .map((m) => ({
      path: `/${m.name}`,
      name: m.name,
      meta: { locale: `menu.${m.name}`, requiresAuth: true, icon: m.icon, order: m.order },
      children: m.children
        .filter((c) => canOpenRoute(grant, m.key, c))
        .map((c, i) => ({ path: c.path, name: c.name, meta: { locale: `menu.${c.name}`, requiresAuth: true, order: i }, children: [] })),
    }))
    .filter((m) => m.children.length > 0);
  const officialSite: MenuEntry = {
    path: officialSiteUrl,
    name: 'official_site',
    meta: { locale: 'menu.official_site', requiresAuth: true, icon: 'link', order: 100, external: true },
    children: [],
  };
  return [...modules, officialSite];
}

/**
 * The panel's `menu.*` texts in one language: each module's and each route's
 * label from its declaration (the official website's is the panel's own).
 */
export const menuLabels = (lang: ContractLang): Record<string, string> => Object.fromEntries(
  MODULES.flatMap((m) => [[m.name, m.labels[lang]], ...m.children.map((c) => [c.name, c.labels[lang]])]),
);
