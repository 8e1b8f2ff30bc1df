// The list toolbar most moderation lists repeat (filters, columns, CSV) and the
// bulk buttons of a transition table. FeedbackList, BuildList, PackageList and
// others still spell them out and could switch.
import { ColumnsButton, FilterButton, TopToolbar } from 'react-admin';
import { BulkTransitionButton } from './BulkTransitionButton';
import { CsvExportButton } from './CsvExportButton';
import { bulkTransitions, type TransitionDef } from './transitions';

/** Add a filter, choose columns, export the filtered list as CSV. */
export const FilterColumnsExportActions = () => (
  <TopToolbar>
    <FilterButton />
    <ColumnsButton />
    <CsvExportButton />
  </TopToolbar>
);

/** A button per transition of `transitions` marked bulk, acting on the list's selection. */
export const BulkTransitionButtons = ({ transitions }: { transitions: readonly TransitionDef[] }) => (
  <>{bulkTransitions(transitions).map((t) => <BulkTransitionButton key={t.action} transition={t} />)}</>
);
