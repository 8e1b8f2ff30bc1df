// The panel's gate for buttons, bulk actions, exports and links: shown only when
// the reader holds the action's key (src/access/actionAccess.ts). Synchronous
// and following the grant as it changes (sign-in, the debug role switch), so a
// button never flashes before it hides; react-admin's own buttons ask the same
// rule through authProvider.canAccess.
import { useCallback, type ReactNode } from 'react';
import { useResourceContext } from 'react-admin';
import { canDo } from './actionAccess';
import { seesMoney, type ActionKey } from '../../contract/access/actionKeys';
import { hasKey } from '../../contract/access/modules';
import { useGrant } from './role';

/** `(action, route?) => boolean` for the resource in context (or `route`). */
export function useCanDo(): (action: string, route?: string) => boolean {
  const grant = useGrant();
  const resource = useResourceContext();
  return useCallback(
    (action, route) => {
      const target = route ?? resource;
      return target !== undefined && canDo(grant, target, action);
    },
    [grant, resource],
  );
}

/**
 * Whether the reader sees the money figures of an API resource
 * (`<resource>.read_money`, docs/access.md "Money figures"): the API leaves
 * them out otherwise, so their columns, figures and charts are left out too.
 */
export function useSeesMoney(apiResource: string): boolean {
  const grant = useGrant();
  return grant !== null && seesMoney(grant, apiResource);
}

/** Whether the reader holds `key`, for a part that is no route of its own (an author's ledger); a misspelt key fails the type check. */
export function useHasKey(key: ActionKey): boolean {
  const grant = useGrant();
  return grant !== null && hasKey(grant, key);
}

/**
 * `(key) => boolean`: whether the reader holds `key` (every key for role '*'),
 * so whether they may grant it: the API lets a caller grant only keys they hold
 * (docs/access.md "In the panel"). '*' itself is held by role '*' only.
 */
export function useHolds(): (key: string) => boolean {
  const grant = useGrant();
  return useCallback((key) => grant !== null && hasKey(grant, key), [grant]);
}

export interface IfCanProps {
  /** the API action ('approve', 'export', 'reveal') or a react-admin page action ('edit', 'create') */
  action: string;
  /** route-resource ('wow_author/information'); default: the resource in context */
  resource?: string;
  children?: ReactNode;
}

/** Its children only for a reader who may do `action`. */
export function IfCan({ action, resource, children }: IfCanProps) {
  return useCanDo()(action, resource) ? <>{children}</> : null;
}
