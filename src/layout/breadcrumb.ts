// The breadcrumb of a location (module › page › record), derived from the
// module table (src/access/modules.ts) and the route: nothing to declare per page.
import { MODULES } from '../access/modules';
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

/** What follows a page's route: 'create', or a record ('5', '5/show'). */
function subPageCrumb(resource: string, sub: string): Crumb | undefined {
  if (!sub) return undefined;
  if (sub === 'create') return { label: 'shell.tabs.create' };
  return { record: { resource, id: decodeURIComponent(sub.replace(/\/show$/, '')) } };
}

/** The crumbs of a page; the last is the current page (no link). Empty outside the known pages. */
export function breadcrumbOf(pathname: string): Crumb[] {
  const module = MODULES.find((m) => m.children.some((c) => isAtOrBelow(pathname, c.path)));
  const route = routeOf(pathname);
  if (!route) return [];
  const crumbs: Crumb[] = [];
  if (module) crumbs.push({ label: `menu.${module.name}`, to: `/${module.name}` });
  crumbs.push({ label: route.title, to: route.path });
  const sub = subPageCrumb(route.path.slice(1), pathname.slice(route.path.length).replace(/^\//, ''));
  if (sub) crumbs.push(sub);
  const last = crumbs[crumbs.length - 1];
  crumbs[crumbs.length - 1] = { ...last, to: undefined };
  return crumbs;
}
