// The list toolbar every list shares (filters, columns, create, CSV) and the
// bulk buttons of a transition table, so a new list declares which it shows
// instead of spelling the toolbar out again.
import { ColumnsButton, CreateButton, FilterButton, TopToolbar, useListContext } from 'react-admin';
import { useCanDo } from '../../access/useCanDo';
import { BulkJobButton } from './BulkJobButton';
import { BulkTransitionButton } from './BulkTransitionButton';
import { CsvExportButton } from './CsvExportButton';
import { useListTools } from './listDeferral';
import { bulkTransitions, type TransitionDef } from './transitions';

export interface ListActionsProps {
  /** "add a filter" (default on) */
  filter?: boolean;
  /** the column chooser (default on) */
  columns?: boolean;
  /** the create button (default off) */
  create?: boolean;
}

/**
 * Add a filter, choose columns, create, and export every matching row as CSV
 * (streamed by the API); create and export only for a reader holding their keys.
 */
export const ListActions = ({ filter = true, columns = true, create = false }: ListActionsProps) => {
  const canDo = useCanDo();
  // the column chooser from the start: the table looks for its menu only for a moment after it mounts
  const tools = useListTools();
  return (
    <TopToolbar>
      {tools && filter && <FilterButton />}
      {columns && <ColumnsButton />}
      {tools && create && canDo('create') && <CreateButton />}
      {tools && <CsvExportButton />}
    </TopToolbar>
  );
};

/**
 * A button per transition of `transitions` marked bulk that the reader may make, acting on the list's
 * selection; with the whole page selected and more records matching, one more acting on all of them (a bulk job).
 */
export const BulkTransitionButtons = ({ transitions }: { transitions: readonly TransitionDef[] }) => {
  const canDo = useCanDo();
  const { selectedIds } = useListContext();
  // nothing to act on, nothing to render (the bulk bar is folded away until a row is selected)
  if (!selectedIds?.length) return null;
  return (
    <>
      {bulkTransitions(transitions).filter((t) => canDo(t.action)).map((t) => <BulkTransitionButton key={t.action} transition={t} />)}
      {bulkTransitions(transitions).filter((t) => canDo(t.action)).map((t) => <BulkJobButton key={`${t.action}-all`} transition={t} />)}
    </>
  );
};
