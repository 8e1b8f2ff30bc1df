import type { ReactNode } from 'react';
import { Link, useResourceDefinitions } from 'react-admin';
import { useCanDo } from '../../access/useCanDo';
import { LabeledText } from './LabeledText';

/** Whether the signed-in reader may open a record of `route` (declared for them, and they hold its read key). */
export function useCanOpen(): (route: string) => boolean {
  const canDo = useCanDo();
  const defined = useResourceDefinitions();
  return (route) => route in defined && canDo('show', route);
}

/**
 * Another module's record named on this page (an order's buyer, author or
 * promotion link): a link to that record's page when the reader may read it, its name alone when not, and "—" when there is none.
 */
export const RecordLink = ({ route, id, children }: { route: string; id: number | null | undefined; children: ReactNode }) => {
  const canOpen = useCanOpen();
  if (id === null || id === undefined) return <LabeledText>—</LabeledText>;
  if (!canOpen(route)) return <LabeledText>{children}</LabeledText>;
  return <Link to={`/${route}/${id}/show`}>{children}</Link>;
};
