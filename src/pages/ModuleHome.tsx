import { Navigate } from 'react-admin';
import type { Grant } from '../../contract/access/modules';
import { useGrant } from '../access/role';
import { availableFor } from '../layout/AppMenu';
import { menuGroups } from '../layout/menuItems';
import { MissingPage } from './NoAccess';

/**
 * A module's own path ('/wow_guide') leads to its first page this staff member
 * may read (module table order, access rule and read key, pages this build has); undefined
 * when there is none.
 */
export function moduleHomePath(module: string, grant: Grant | null, available: ReadonlySet<string> = availableFor(grant)): string | undefined {
  return menuGroups(grant, available).find((group) => group.name === module)?.items[0]?.path;
}

/** `#/<module>`: its first allowed page, or the page saying it is not open to this member (also the breadcrumb's module link). */
export const ModuleHome = ({ module }: { module: string }) => {
  const grant = useGrant();
  const path = moduleHomePath(module, grant);
  return path ? <Navigate to={path} replace /> : <MissingPage />;
};
