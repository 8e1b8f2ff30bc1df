// Access by action: which button, bulk action, export or page a staff member
// may use, decided from the same action keys the API checks
// (`<api resource>.<action>`, contract/access/actionKeys.ts). One pure rule for
// react-admin's canAccess (src/providers/authProvider.ts) and the panel's own
// hook (useCanDo), so what is shown and what the API allows never disagree.
import { canAccessRoute } from './canAccess';
import { ACTION_KEYS } from '../../contract/access/actionKeys';
import { hasKey, type Grant } from '../../contract/access/modules';

/** react-admin's page actions, as the API command each one calls. */
const PAGE_ACTIONS: Record<string, string> = {
  list: 'read', show: 'read', edit: 'update', create: 'create', clone: 'create', delete: 'delete',
};

/** Reads share one key: `<resource>.read` (docs/access.md). */
const READS = new Set(['read', 'list', 'get', 'get_many', 'lookup', 'history']);

/** '<resource> <action>' → the key the API declares for it (a read such as income_by_month names its own). */
const DECLARED = new Map<string, string>(
  ACTION_KEYS.flatMap((k) => k.actions.map((action): [string, string] => [`${k.resource} ${action}`, k.key])),
);

/**
 * The key an API action needs, as the generated list declares it; otherwise by
 * the rule the list follows: reads share `<resource>.read`, `<action>_many`
 * shares its single form's key, a react-admin page action maps to its command.
 */
export function actionKeyOf(apiResource: string, action: string): string {
  const command = PAGE_ACTIONS[action] ?? action;
  const declared = DECLARED.get(`${apiResource} ${command}`);
  if (declared) return declared;
  const key = READS.has(command) ? 'read' : command.replace(/_many$/, '');
  return `${apiResource}.${key}`;
}

// route-resource ('wow_guide/article') → API resource ('articles'): the resource
// registry (src/resources/index.ts) registers it when it loads, so this file
// stays out of the registry's chunk.
let apiResourceOfRoute: (route: string) => string | undefined = () => undefined;

export function registerApiResources(lookup: (route: string) => string | undefined): void {
  apiResourceOfRoute = lookup;
}

/** The API resource behind a route-resource, if the registry knows it. */
export const apiResourceFor = (route: string): string | undefined => apiResourceOfRoute(route.replace(/^\//, ''));

/**
 * Whether the grant may do `action` on the route-resource: the route opens for it
 * (module keys, src/access/canAccess.ts) and, for an action on a resource of the
 * registry, it holds that action's key. Without an action, or for a page that is
 * no resource (the workplace), the route decides.
 */
export function canDo(grant: Grant | null, route: string, action?: string): boolean {
  if (!canAccessRoute(grant, route)) return false;
  const apiResource = apiResourceFor(route);
  if (action === undefined || apiResource === undefined) return true;
  return grant !== null && hasKey(grant, actionKeyOf(apiResource, action));
}
