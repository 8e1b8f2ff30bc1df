// The list toolbar every list shares (filters, columns, create, CSV) and the
// bulk buttons of a transition table, so a new list declares which it shows
// instead of spelling the toolbar out again.
import { ColumnsButton, CreateButton, FilterButton, TopToolbar } from 'react-admin';
import { useCanDo } from '../../access/useCanDo';
import { BulkJobButton } from './BulkJobButton';
import { BulkTransitionButton } from './BulkTransitionButton';
import { CsvExportButton } from './CsvExportButton';
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
  return (
    <TopToolbar>
      {filter && <FilterButton />}
      {columns && <ColumnsButton />}
      {create && canDo('create') && <CreateButton />}
      <CsvExportButton />
    </TopToolbar>
  );
};

/**
 * A button per transition of `transitions` marked bulk that the reader may make, acting on the list's
 * selection; with the whole page selected and more records matching, one more acting on all of them (a bulk job).
 */
export const BulkTransitionButtons = ({ transitions }: { transitions: readonly TransitionDef[] }) => {
  const canDo = useCanDo();
  return (
    <>
      {bulkTransitions(transitions).filter((t) => canDo(t.action)).map((t) => <BulkTransitionButton key={t.action} transition={t} />)}
      {bulkTransitions(transitions).filter((t) => canDo(t.action)).map((t) => <BulkJobButton key={`${t.action}-all`} transition={t} />)}
    </>
  );
};
