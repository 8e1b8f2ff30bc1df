import type { ReactNode } from 'react';
import { Link, useResourceDefinitions } from 'react-admin';
import { canAccessRoute } from '../../access/canAccess';
import { useGrant } from '../../access/role';
import { LabeledText } from './LabeledText';

/** Whether the signed-in reader may open `route` (declared for them and allowed by their grant). */
export function useCanOpen(): (route: string) => boolean {
  const grant = useGrant();
  const defined = useResourceDefinitions();
  return (route) => route in defined && canAccessRoute(grant, route);
}

/**
 * Another module's record named on this page (an order's buyer, author or
 * promotion link): a link to that record's page when the reader holds the
 * module, its name alone when not, and "—" when there is none.
 */
export const RecordLink = ({ route, id, children }: { route: string; id: number | null | undefined; children: ReactNode }) => {
  const canOpen = useCanOpen();
  if (id === null || id === undefined) return <LabeledText>—</LabeledText>;
  if (!canOpen(route)) return <LabeledText>{children}</LabeledText>;
  return <Link to={`/${route}/${id}/show`}>{children}</Link>;
};
