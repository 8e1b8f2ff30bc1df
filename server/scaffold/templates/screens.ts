// A new module's screens (npm run module:new): list (<DataTable> in a
// ResponsiveList, bulk review actions), show (with the review actions and the
// history), edit (pessimistic) and create, sharing one form.
import type { ModuleNames } from '../names';

/** src/resources/<name>/<Pascal>List.tsx */
export const listScreen = (n: ModuleNames) => `import {
  BooleanField, DataTable, DateInput, NullableBooleanInput, SearchInput, SelectArrayInput,
} from 'react-admin';
import type { ${n.pascal}ListItem } from '../../../contract/${n.name}';
import { List } from '../shared/List';
import { BulkTransitionButtons, ListActions } from '../shared/ListToolbar';
import { ListPagination } from '../shared/ListPagination';
import { LocaleDateField } from '../shared/LocaleDateField';
import { FieldSummary, ResponsiveList } from '../shared/ResponsiveList';
import { reviewStatusStyles } from '../shared/review';
import { StatusChip } from '../shared/StatusChip';
import { TransitionButtons } from '../shared/TransitionButtons';
import { ${n.camel}Transitions } from './transitions';
import { ${n.constant}_RESOURCE, ${n.constant}_STATUSES } from './types';

const Col = DataTable.Col<${n.pascal}ListItem>;
const NumberCol = DataTable.NumberCol<${n.pascal}ListItem>;
const statusChoices = ${n.constant}_STATUSES.map((s) => ({ id: s, name: \`resources.\${${n.constant}_RESOURCE}.status.\${s}\` }));

/** The API's filters; labels come from \`fields.<source>\`. */
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectArrayInput key="status" source="status" choices={statusChoices} alwaysOn sx={{ minWidth: 180 }} />,
  <DateInput key="createdFrom" source="createdFrom" />,
  <DateInput key="createdTo" source="createdTo" />,
  <NullableBooleanInput key="featured" source="featured" />,
];

/** The review queue: filter by state, review one by one or by selection. */
export const ${n.pascal}List = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={20}
    pagination={<ListPagination rowsPerPageOptions={[20, 50, 100]} />} actions={<ListActions create />}>
    <ResponsiveList<${n.pascal}ListItem> rowClick="show" primaryText={(r) => r.title}
      secondaryText={() => <FieldSummary sources={['views', 'createdAt']} />}
      tertiaryText={() => <StatusChip styles={reviewStatusStyles} />}>
      <DataTable rowClick="show" bulkActionButtons={<BulkTransitionButtons transitions={${n.camel}Transitions} />}
        hiddenColumns={['updatedAt', 'publishedAt', 'likes']} sx={{ '& th, & .column-status': { whiteSpace: 'nowrap' } }}>
        <Col source="id" />
        <Col source="title" sx={{ minWidth: 200 }} />
        <Col source="status"><StatusChip styles={reviewStatusStyles} /></Col>
        <Col source="featured" disableSort field={BooleanField} />
        <NumberCol source="views" />
        <NumberCol source="likes" />
        <Col source="createdAt"><LocaleDateField source="createdAt" showTime /></Col>
        <Col source="updatedAt"><LocaleDateField source="updatedAt" showTime /></Col>
        <Col source="publishedAt"><LocaleDateField source="publishedAt" showTime /></Col>
        <Col label="" align="right"><TransitionButtons transitions={${n.camel}Transitions} iconOnly /></Col>
      </DataTable>
    </ResponsiveList>
  </List>
);
`;

/** src/resources/<name>/<Pascal>Show.tsx */
export const showScreen = (n: ModuleNames) => `import { Box, Divider, Stack, Typography } from '@mui/material';
import {
  BooleanField, EditButton, Labeled, NumberField, Show, ShowButton, TextField, TopToolbar, useRecordContext,
} from 'react-admin';
import type { ${n.pascal}Record } from '../../../contract/${n.name}';
import { LocaleDateField } from '../shared/LocaleDateField';
import { RecordHistory } from '../shared/RecordHistory';
import { reviewStatusStyles, STATUSES_WITH_REASON } from '../shared/review';
import { StatusChip } from '../shared/StatusChip';
import { TransitionButtons } from '../shared/TransitionButtons';
import { ${n.camel}Transitions } from './transitions';

const row = { flexWrap: 'wrap' } as const;

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
  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Typography variant="h5" component="h2" gutterBottom>{record.title}</Typography>
      <Stack direction="row" spacing={4} useFlexGap sx={row}>
        <Labeled source="status"><StatusChip styles={reviewStatusStyles} /></Labeled>
        <Labeled><BooleanField source="featured" /></Labeled>
        <Labeled><NumberField source="views" /></Labeled>
        <Labeled><NumberField source="likes" /></Labeled>
        <Labeled><LocaleDateField source="createdAt" showTime /></Labeled>
        <Labeled><LocaleDateField source="publishedAt" showTime emptyText="-" /></Labeled>
      </Stack>
      {STATUSES_WITH_REASON.includes(record.status) && !!record.reason && <Labeled><TextField source="reason" /></Labeled>}
      <Divider sx={{ my: 2 }} />
      {/* only \`get\` answers the body: a copy from the list shows none until it arrives */}
      <TextField source="body" emptyText="" sx={{ whiteSpace: 'pre-wrap' }} />
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
export const formScreen = (n: ModuleNames) => `import { BooleanInput, maxLength, required, TextInput } from 'react-admin';
import { EditToolbar } from '../shared/EditToolbar';
import { ResourceForm } from '../shared/ResourceForm';

// the API's limits (server/modules/${n.name}/${n.name}.ts): title 1..200, body up to 20,000 characters
const validateTitle = [required(), maxLength(200)];

/** The fields, shared by create and edit; unsaved edits survive a review action's reload. */
export const ${n.pascal}Form = () => (
  <ResourceForm resetOptions={{ keepDirtyValues: true }} toolbar={<EditToolbar redirect="list" />}>
    <TextInput source="title" validate={validateTitle} fullWidth />
    <TextInput source="body" validate={maxLength(20000)} multiline minRows={6} fullWidth />
    <BooleanInput source="featured" />
  </ResourceForm>
);
`;

/** src/resources/<name>/<Pascal>Edit.tsx */
export const editScreen = (n: ModuleNames) => `import { ResourceEdit } from '../shared/ResourceEdit';
import { ${n.pascal}Form } from './${n.pascal}Form';
import { ${n.pascal}Actions } from './${n.pascal}Show';
import { ${n.constant}_WRITABLE } from './types';

/** Pessimistic: a stale version (-5) says someone else changed the record and keeps the user's edits. */
export const ${n.pascal}Edit = () => (
  <ResourceEdit writable={${n.constant}_WRITABLE} redirect="show" actions={<${n.pascal}Actions view="edit" />}>
    <${n.pascal}Form />
  </ResourceEdit>
);
`;

/** src/resources/<name>/<Pascal>Create.tsx */
export const createScreen = (n: ModuleNames) => `import { ResourceCreate } from '../shared/ResourceEdit';
import { ${n.pascal}Form } from './${n.pascal}Form';
import { ${n.constant}_WRITABLE } from './types';

/** A new record starts as a draft (the server sets the status). */
export const ${n.pascal}Create = () => (
  <ResourceCreate saveErrors redirect="show" record={{ body: '', featured: false }} writable={${n.constant}_WRITABLE}>
    <${n.pascal}Form />
  </ResourceCreate>
);
`;
