// The list toolbar every list shares (filters, columns, create, CSV) and the
// bulk buttons of a transition table, so a new list declares which it shows
// instead of spelling the toolbar out again.
import { ColumnsButton, CreateButton, FilterButton, TopToolbar } from 'react-admin';
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

/** Add a filter, choose columns, create, and export every matching row as CSV (streamed by the API). */
export const ListActions = ({ filter = true, columns = true, create = false }: ListActionsProps) => (
  <TopToolbar>
    {filter && <FilterButton />}
    {columns && <ColumnsButton />}
    {create && <CreateButton />}
    <CsvExportButton />
  </TopToolbar>
);

/** A button per transition of `transitions` marked bulk, acting on the list's selection. */
export const BulkTransitionButtons = ({ transitions }: { transitions: readonly TransitionDef[] }) => (
  <>{bulkTransitions(transitions).map((t) => <BulkTransitionButton key={t.action} transition={t} />)}</>
);
