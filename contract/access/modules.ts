// The module table (docs/domain.md "Modules"), derived from the modules' own declarations
// (./modules/<name>.ts, listed in ./modules/registry.ts): one source for the
// API's access checks, the server menu and the panel's menu/route guard. Pure
// data + pure functions, no React and no Node APIs, so both halves import it.
import type { ModuleDef, ModuleRoute } from './modules/define';
import { DECLARED } from './modules/registry';

export { defineModule, type MenuLabels, type ModuleDef, type ModuleRoute } from './modules/define';

/** The declarations in menu order: by `order`, modules of the same order in the registry's order. */
const IN_ORDER = [...DECLARED].sort((a, b) => a.order - b.order);
type Declared = (typeof IN_ORDER)[number];

/** Every module, in menu order. */
export const MODULES: readonly ModuleDef[] = IN_ORDER;

/** Every action key, its module's in menu order (`/user/info` lists them so); each key a literal type. */
export const ACTION_KEYS = IN_ORDER.flatMap<Declared['actionKeys'][number]>((m) => m.actionKeys);

/** Every action key; a misspelt key fails the type check. */
export type ActionKey = (typeof ACTION_KEYS)[number]['key'];

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
 * The access rule (docs/domain.md): role '*', or the module key plus every extra
 * key; a route with alternative keys is also open to holders of any of them.
 * The workplace is always allowed.
 */
export function canOpenRoute(grant: Grant, moduleKey: string | null, route?: Pick<ModuleRoute, 'path' | 'extraKeys' | 'altKeys'>): boolean {
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
 * The API permission that mirrors a panel route's access rule (docs/domain.md): the
 * module key with the route's extra keys, or any of its alternative keys.
 */
export function routePermission(path: string): string {
  const found = findRoute(path);
  const key = found?.module.key;
  if (!found || !key) throw new Error(`no module route ${path}`);
  return anyKey(allKeys(key, ...(found.route.extraKeys ?? [])), ...(found.route.altKeys ?? []));
}
