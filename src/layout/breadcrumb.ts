// The breadcrumb of a location (module › page › record), derived from the
// module table (contract/access/modules.ts) and the route: nothing to declare per page.
import { MODULES } from '../../contract/access/modules';
import { isAtOrBelow } from '../pages/paths';
import { routeOf } from './tabs/tabList';

export interface Crumb {
  /** i18n key of the text; unset for a record crumb */
  label?: string;
  /** where it leads; unset for the current page */
  to?: string;
  /** a record crumb: the record's resource (route without '/') and id */
  record?: { resource: string; id: string };
}

/** What follows a page's route: 'create', or a record ('5', '5/show'), then "Edit" on its edit page ('5/edit'). */
function subPageCrumbs(resource: string, sub: string): Crumb[] {
  if (!sub) return [];
  if (sub === 'create') return [{ label: 'shell.tabs.create' }];
  const [, id, page] = /^(.*?)(?:\/(show|edit))?$/.exec(sub)!;
  const record: Crumb = { record: { resource, id: decodeURIComponent(id) } };
  return page === 'edit' ? [record, { label: 'ra.action.edit' }] : [record];
}

/** A word (not a record id) after a page's route: a resource below the page ('db/dbs/versions'). */
const BELOW = /^([a-z][a-z_]*)(?:\/(.*))?$/;

/** The crumbs after the page's: a resource below it (its name, then its own sub-page), or the page's sub-page. */
function subCrumbs(resource: string, sub: string): Crumb[] {
  const below = sub === 'create' ? null : BELOW.exec(sub);
  if (!below) return subPageCrumbs(resource, sub);
  const child = `${resource}/${below[1]}`;
  return [{ label: `resources.${child}.name`, to: `/${child}` }, ...subPageCrumbs(child, below[2] ?? '')];
}

/** The crumbs of a page; the last is the current page (no link). Empty outside the known pages. */
export function breadcrumbOf(pathname: string): Crumb[] {
  const module = MODULES.find((m) => m.children.some((c) => isAtOrBelow(pathname, c.path)));
  const route = routeOf(pathname);
  if (!route) return [];
  const crumbs: Crumb[] = [];
  if (module) crumbs.push({ label: `menu.${module.name}`, to: `/${module.name}` });
  crumbs.push({ label: route.title, to: route.path });
  crumbs.push(...subCrumbs(route.path.slice(1), pathname.slice(route.path.length).replace(/^\//, '')));
  const last = crumbs[crumbs.length - 1];
  crumbs[crumbs.length - 1] = { ...last, to: undefined };
  return crumbs;
}
