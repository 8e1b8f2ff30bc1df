// Action keys: every route of a resource needs `<name>.<action>`. The `_many`
// form shares its single key and the reads (list, get, get_many, lookup,
// history) share `<name>.read`; `export` is its own. The list of keys (each
// module's `actionKeys` in contract/access/modules, `npm run keys:generate`) is
// derived from the routes these give, never typed twice.
import type { KeyMark } from '../../contract/access/actionKeys';
import { commandsOf } from './commands';
import type { AnyResource, StandardAction } from './types';

/** Reads share one key: whoever may see a list may open its records, their history and names. */
const READS = new Set(['list', 'get', 'get_many', 'lookup', 'history']);

/** The key of one action path of a resource: `articles.approve_many` → `articles.approve`, `articles.list` → `articles.read`. */
export function actionKey(resource: string, action: string): string {
  if (READS.has(action)) return `${resource}.read`;
  const single = action.endsWith('_many') ? action.slice(0, -'_many'.length) : action;
  return `${resource}.${single}`;
}

/** What the declaration marks an action as: `money` (commands, transitions, standard actions), `sensitive` (reveal). */
export function actionMark(def: AnyResource, action: string): KeyMark | undefined {
  const single = action.endsWith('_many') && !READS.has(action) ? action.slice(0, -'_many'.length) : action;
  if (single === 'reveal') return 'sensitive';
  if (def.money?.includes(single as StandardAction)) return 'money';
  return commandsOf(def)[single]?.money ? 'money' : undefined;
}
