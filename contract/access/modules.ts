// The module table (docs/domain.md "Modules"): one source for the API's access checks, the
// server menu and the panel's menu/route guard. Pure data + pure functions, no
// React and no Node APIs, so both halves import it.

export interface ModuleRoute {
  /** hash path without the leading '#', e.g. '/wow_guide/article' */
  path: string;
  /** i18n key of the menu label (panel: `menu.<name>`) */
  name: string;
  /** extra key also required (all of them) */
  extraKeys?: string[];
  /** alternative keys that also open this route (any of them) */
  altKeys?: string[];
}

export interface ModuleDef {
  /** top-level route segment, e.g. 'wow_guide' */
  name: string;
  order: number;
  /** permission key of the module; null: always allowed */
  key: string | null;
  icon: string;
  children: ModuleRoute[];
}

export const MODULES: ModuleDef[] = [
  { name: 'dashboard', order: 0, key: 'mdr.dashboard', icon: 'dashboard',
    children: [{ path: '/dashboard/workplace', name: 'workplace' }] },
  { name: 'wow_guide', order: 2, key: 'mdr.wow.guide', icon: 'menu_book',
    children: [
      { path: '/wow_guide/category', name: 'guide_category' },
      { path: '/wow_guide/article', name: 'guide_article' },
    ] },
  { name: 'wow_author', order: 3, key: 'mdr.wow.author', icon: 'person',
    children: [
      { path: '/wow_author/information', name: 'author_information', extraKeys: ['mdr.author.check'] },
      { path: '/wow_author/withdraws', name: 'author_withdraws' },
      { path: '/wow_author/flowrate', name: 'author_flowrate' },
    ] },
  { name: 'channel_promotion', order: 3, key: 'mdr.channel.promotion', icon: 'campaign',
    children: [{ path: '/channel_promotion/link', name: 'promotion_link' }] },
  { name: 'wow_build', order: 4, key: 'mdr.wow.build', icon: 'build',
    children: [{ path: '/wow_build/bulid', name: 'build' }] },
  { name: 'wow_feedback', order: 5, key: 'mdr.wow.feedback', icon: 'feedback',
    children: [{ path: '/wow_feedback/feedback', name: 'feedback' }] },
  { name: 'wow_live', order: 6, key: 'mdr.wow.live', icon: 'live_tv',
    children: [{ path: '/wow_live/live', name: 'live' }] },
  { name: 'supports', order: 7, key: 'mdr.supports', icon: 'bolt',
    children: [{ path: '/supports/power', name: 'power' }] },
  { name: 'exception', order: 7, key: 'menu.exc', icon: 'bug_report',
    children: [{ path: '/exception/exc', name: 'exc' }] },
  { name: 'orders', order: 8, key: 'mdr.orders', icon: 'receipt',
    children: [{ path: '/orders/orders', name: 'orders' }] },
  { name: 'db', order: 9, key: 'mdr.db', icon: 'storage',
    children: [{ path: '/db/dbs', name: 'dbs' }] },
  { name: 'user', order: 9, key: 'menu.use.user', icon: 'group',
    children: [
      { path: '/user/users', name: 'users' },
      { path: '/user/admin', name: 'admins' },
      { path: '/user/role', name: 'roles' },
      { path: '/user/bot', name: 'bots', altKeys: ['mdr.user.bot'] },
    ] },
];

/** Every permission key a staff member can be given. */
export const PERMISSION_KEYS: string[] = Array.from(new Set(
  MODULES.flatMap((m) => [m.key, ...m.children.flatMap((c) => [...(c.extraKeys ?? []), ...(c.altKeys ?? [])])])
    .filter((k): k is string => !!k),
));

export interface Grant { role: string; modules: string[] }

/** A permission needing several keys at once (a route with extraKeys): 'a&b'. */
export const allKeys = (...keys: string[]): string => keys.join('&');

/** A permission any of whose alternatives opens it (a route with altKeys): 'a|b', each maybe 'x&y'. */
export const anyKey = (...keys: string[]): string => keys.join('|');

/** A key (or the superuser-only marker '*', or keys joined by allKeys / anyKey) is granted. */
export function hasKey(grant: Grant, key: string | null): boolean {
  if (grant.role === '*') return true;
  if (key === null) return true;
  if (key === '*') return false;
  return key.split('|').some((alt) => alt.split('&').every((k) => grant.modules.includes(k)));
}

/**
 * The access rule (docs/domain.md "Who may open what"): role '*', or the module key plus every extra
 * key; a route with alternative keys is also open to holders of any of them.
 * The workplace is always allowed.
 */
export function canOpenRoute(grant: Grant, moduleKey: string | null, route?: ModuleRoute): boolean {
  if (route?.path === '/dashboard/workplace') return true;
  if (grant.role === '*') return true;
  if (route?.altKeys?.some((k) => hasKey(grant, k))) return true;
  return hasKey(grant, moduleKey) && (route?.extraKeys ?? []).every((k) => hasKey(grant, k));
}

export function findRoute(path: string): { module: ModuleDef; route: ModuleRoute } | undefined {
  for (const module of MODULES) {
    const route = module.children.find((c) => c.path === path);
    if (route) return { module, route };
  }
  return undefined;
}

/**
 * The API permission that mirrors a panel route's access rule (canOpenRoute): the
 * module key with the route's extra keys, or any of its alternative keys.
 */
export function routePermission(path: string): string {
  const found = findRoute(path);
  const key = found?.module.key;
  if (!found || !key) throw new Error(`no module route ${path}`);
  return anyKey(allKeys(key, ...(found.route.extraKeys ?? [])), ...(found.route.altKeys ?? []));
}
