// A new module's screens (npm run module:new): list (<DataTable> in a
// ResponsiveList, bulk review actions), show (with the review actions and the
// history), edit (pessimistic) and create, sharing one form. Their inputs, columns,
// filters and show fields come from the contract's declaration
// (src/resources/shared/declared/): a new field shows in each without an edit here.
import type { ModuleNames } from '../names';

/** src/resources/<name>/<Pascal>List.tsx */
export const listScreen = (n: ModuleNames) => `import { DataTable } from 'react-admin';
import { ${n.constant}, type ${n.pascal}ListItem } from '../../../contract/${n.name}';
import { declaredColumns, declaredFilters } from '../shared/declared';
import { List } from '../shared/List';
import { BulkTransitionButtons, ListActions } from '../shared/ListToolbar';
import { ListPagination } from '../shared/ListPagination';
import { FieldSummary, ResponsiveList } from '../shared/ResponsiveList';
import { reviewStatusStyles } from '../shared/review';
import { StatusChip } from '../shared/StatusChip';
import { TransitionButtons } from '../shared/TransitionButtons';
import { ${n.camel}Transitions } from './transitions';

/** The API's filters and the list's columns, from the contract's fields (labels: \`fields.<source>\`). */
const filters = declaredFilters(${n.constant});
const columns = declaredColumns(${n.constant}, { looks: reviewStatusStyles, props: { title: { sx: { minWidth: 200 } } } });

/** The review queue: filter by state, review one by one or by selection. */
export const ${n.pascal}List = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={20}
    pagination={<ListPagination rowsPerPageOptions={[20, 50, 100]} />} actions={<ListActions create />}>
    <ResponsiveList<${n.pascal}ListItem> rowClick="show" primaryText={(r) => r.title}
      secondaryText={() => <FieldSummary sources={['createdAt']} />}
      tertiaryText={() => <StatusChip styles={reviewStatusStyles} />}>
      <DataTable rowClick="show" bulkActionButtons={<BulkTransitionButtons transitions={${n.camel}Transitions} />}
        hiddenColumns={['reason', 'reviewedBy', 'updatedAt', 'publishedAt']} sx={{ '& th, & .column-status': { whiteSpace: 'nowrap' } }}>
        {columns}
        <DataTable.Col label="" align="right"><TransitionButtons transitions={${n.camel}Transitions} iconOnly /></DataTable.Col>
      </DataTable>
    </ResponsiveList>
  </List>
);
`;

/** src/resources/<name>/<Pascal>Show.tsx */
export const showScreen = (n: ModuleNames) => `import { Box, Divider, Typography } from '@mui/material';
import { EditButton, Show, ShowButton, TopToolbar, useRecordContext } from 'react-admin';
import { ${n.constant}, type ${n.pascal}Record } from '../../../contract/${n.name}';
import { DeclaredShow } from '../shared/declared';
import { RecordHistory } from '../shared/RecordHistory';
import { reviewStatusStyles, STATUSES_WITH_REASON } from '../shared/review';
import { TransitionButtons } from '../shared/TransitionButtons';
import { ${n.camel}Transitions } from './transitions';

/** Top bar of the show and edit pages: the legal review actions, then a link to the other page. */
export const ${n.pascal}Actions = ({ view }: { view: 'show' | 'edit' }) => (
  <TopToolbar>
    <TransitionButtons transitions={${n.camel}Transitions} />
    {view === 'show' ? <EditButton /> : <ShowButton />}
  </TopToolbar>
);

const ${n.pascal}Detail = () => {
  const record = useRecordContext<${n.pascal}Record>();
  if (!record) return null;
  // the reason only while it explains the state (rejected, hidden)
  const withReason = STATUSES_WITH_REASON.includes(record.status) && !!record.reason;
  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Typography variant="h5" component="h2" gutterBottom>{record.title}</Typography>
      {/* only \`get\` answers the body: a copy from the list shows none until it arrives */}
      <DeclaredShow contract={${n.constant}} looks={reviewStatusStyles} except={withReason ? ['title'] : ['title', 'reason']} />
      <Divider sx={{ my: 2 }} />
      <RecordHistory />
    </Box>
  );
};

/** One record with the review actions its status allows and its history. */
export const ${n.pascal}Show = () => (
  <Show actions={<${n.pascal}Actions view="show" />}>
    <${n.pascal}Detail />
  </Show>
);
`;

/** src/resources/<name>/<Pascal>Form.tsx */
export const formScreen = (n: ModuleNames) => `import { ${n.constant} } from '../../../contract/${n.name}';
import { declaredInputs } from '../shared/declared';
import { EditToolbar } from '../shared/EditToolbar';
import { ResourceForm } from '../shared/ResourceForm';

/** Every written field's input, its checks from the contract (required, limits, pattern). */
const inputs = declaredInputs(${n.constant}, { props: { body: { minRows: 6 } } });

/** The fields, shared by create and edit; unsaved edits survive a review action's reload. */
export const ${n.pascal}Form = () => (
  <ResourceForm resetOptions={{ keepDirtyValues: true }} toolbar={<EditToolbar redirect="list" />}>
    {inputs}
  </ResourceForm>
);
`;

/** src/resources/<name>/<Pascal>Edit.tsx */
export const editScreen = (n: ModuleNames) => `import { ${n.constant} } from '../../../contract/${n.name}';
import { ResourceEdit } from '../shared/ResourceEdit';
import { writableOf } from '../shared/declaredFields';
import { ${n.pascal}Form } from './${n.pascal}Form';
import { ${n.pascal}Actions } from './${n.pascal}Show';

/** Pessimistic: a stale version (-5) says someone else changed the record and keeps the user's edits. */
export const ${n.pascal}Edit = () => (
  <ResourceEdit writable={writableOf(${n.constant})} redirect="show" actions={<${n.pascal}Actions view="edit" />}>
    <${n.pascal}Form />
  </ResourceEdit>
);
`;

/** src/resources/<name>/<Pascal>Create.tsx */
export const createScreen = (n: ModuleNames) => `import { createDefaults } from '../../../contract/fields';
import { ${n.constant} } from '../../../contract/${n.name}';
import { ResourceCreate } from '../shared/ResourceEdit';
import { writableOf } from '../shared/declaredFields';
import { ${n.pascal}Form } from './${n.pascal}Form';

/** A new record starts as a draft (the server sets the status), its fields at their declared defaults. */
export const ${n.pascal}Create = () => (
  <ResourceCreate saveErrors redirect="show" record={createDefaults(${n.constant}.fields)} writable={writableOf(${n.constant})}>
    <${n.pascal}Form />
  </ResourceCreate>
);
`;
