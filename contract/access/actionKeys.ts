// Action keys as a grant: a staff member holds the keys of their roles plus
// their extra keys, and with them the spec's module keys those keys belong to,
// so the menu, the route guard and canOpenRoute (./modules) keep deciding by
// module keys unchanged. The keys themselves are each module's `actionKeys`
// (./modules/<name>.ts, written by `npm run keys:generate`). Pure data + pure
// functions: both halves import it.
import { ACTION_KEYS, PERMISSION_KEYS, hasKey, type ActionKey, type Grant } from './modules';

export { ACTION_KEYS, type ActionKey } from './modules';

/** Keys that move or show money, or reveal personal data: held only when a role or the extra keys name them. */
export type KeyMark = 'money' | 'sensitive';

/** One entry of the generated list. */
export interface ActionKeyInfo {
  key: string;
  /** the spec's module key it is grouped under (and opens) */
  module: string;
  /** further module keys its page needs (the author profiles need mdr.author.check too) */
  opens?: readonly string[];
  /** the module whose figures it shows, when grouped elsewhere (a workplace card under mdr.dashboard) */
  about?: string;
  /** API resource (or feature) of its routes */
  resource: string;
  /** the action paths (or routes) it opens */
  actions: readonly string[];
  /** the answer fields it shows (a resource's money figures, ResourceContract.money) */
  fields?: readonly string[];
  mark?: KeyMark;
}

const INFO = new Map<string, ActionKeyInfo>(ACTION_KEYS.map((k) => [k.key, k]));

export const isActionKey = (key: string): key is ActionKey => INFO.has(key);

export const keyInfo = (key: string): ActionKeyInfo | undefined => INFO.get(key);

/** The key that shows a resource's money figures (ResourceContract.money): `authors.read_money`. */
export const moneyReadKey = (resource: string): string => `${resource}.read_money`;

/** Whether the grant sees the money figures of `resource` (role '*' sees everything). */
export const seesMoney = (grant: Grant, resource: string): boolean => hasKey(grant, moneyReadKey(resource));

/** The module keys holding `key` opens (none for an unknown key). */
export function modulesOpened(key: string): string[] {
  const info = INFO.get(key);
  return info ? [info.module, ...(info.opens ?? [])] : [];
}

/**
 * The effective `modules` of a grant: the spec's module keys opened (in spec
 * order, as /user/info lists them), then every action key held (in list
 * order; a key the list lacks, e.g. since removed, last: it opens no route
 * and no module).
 */
export function effectiveModules(held: Iterable<string>): string[] {
  const keys = new Set([...held].filter((k) => !PERMISSION_KEYS.includes(k)));
  const opened = new Set([...keys].flatMap(modulesOpened));
  return [...PERMISSION_KEYS.filter((m) => opened.has(m)), ...[...INFO.keys()].filter((k) => keys.has(k)),
    ...[...keys].filter((k) => !INFO.has(k)).sort()];
}

/**
 * Resources whose keys a module key never stands for: who did what (the audit
 * log), who holds what (roles), and every route and key there is (the API
 * document, grouped under the workplace every member opens).
 */
const NAMED_ONLY: ReadonlySet<string> = new Set(['audit_log', 'roles', 'api_docs']);

/**
 * The action keys a list of the spec's module keys stands for, as module keys
 * opened routes before action keys (server/db/migrations/0020_roles.sql did
 * the same to existing accounts): each key whose module keys (and, for a
 * workplace card, the module it shows) are all listed, never a money or
 * sensitive one nor one of NAMED_ONLY. Other keys in the list are kept as they are.
 */
export function keysOfModules(listed: readonly string[]): string[] {
  const has = (k: string) => listed.includes(k);
  const bots = (k: ActionKeyInfo) => k.resource === 'bots' && has('menu.use.user');
  const known = (ACTION_KEYS as readonly ActionKeyInfo[]).filter((k) => has(k.key) || (!k.mark && !NAMED_ONLY.has(k.resource)
    && (bots(k) || [k.module, ...(k.opens ?? []), ...(k.about ? [k.about] : [])].every(has))));
  return [...known.map((k) => k.key), ...listed.filter((k) => !INFO.has(k) && !PERMISSION_KEYS.includes(k))];
}

/** The action keys whose holders hold `key`: itself when it is an action key, every key opening it when it is a module key. */
export function keysHolding(key: string): string[] {
  if (INFO.has(key)) return [key];
  return [...INFO.values()].filter((k) => modulesOpened(k.key).includes(key)).map((k) => k.key);
}
