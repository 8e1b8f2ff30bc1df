import type { ReactNode } from 'react';
import { useRole } from './role';

export const ROLES_NEEDED = 'roles are needed';

interface PermissionProps {
  /** roles that see the children; an empty list hides nothing */
  roles: string[];
  children?: ReactNode;
}

/**
 * The spec's permission directive (docs/domain.md): shows its children only to the roles
 * listed. Role '*' is the superuser and passes every list. It
 * follows the role as it changes (sign-in, the debug mode's local switch).
 */
export function Permission({ roles, children }: PermissionProps) {
  // Called unconditionally, before the check below may throw (rules of hooks).
  const role = useRole();
  if (!Array.isArray(roles)) throw new Error(ROLES_NEEDED);
  if (roles.length > 0 && role !== '*' && (role === null || !roles.includes(role))) return null;
  return <>{children}</>;
}
