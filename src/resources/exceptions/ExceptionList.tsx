import { DataTable, DateInput, FunctionField, TextInput } from 'react-admin';
import { List } from '../shared/List';
import { EXCEPTIONS } from '../../../contract/exceptions';
import { declaredColumns, declaredFilters } from '../shared/declared';
import { ListPagination } from '../shared/ListPagination';
import { BulkTransitionButtons, ListActions } from '../shared/ListToolbar';
import { ResponsiveList } from '../shared/ResponsiveList';
import { GroupStatus } from './RegressedChip';
import { Sparkline } from './Sparkline';
import { exceptionTransitions } from './transitions';
import { type Group, EXCEPTION_LIST_QUERY } from './types';

const Col = DataTable.Col<Group>;

/** The declared filters (`q`, type, state, regressed: contract/exceptions.ts), then the API's own (app version, recorded days). */
const filters = [
  ...declaredFilters(EXCEPTIONS),
  <TextInput key="appVersion" source="appVersion" />,
  <DateInput key="createdFrom" source="createdFrom" />,
  <DateInput key="createdTo" source="createdTo" />,
];

/** Declared columns (the state with its regressed mark) around the sparkline and the app versions, JSON lists. */
const columns = (only: (keyof typeof EXCEPTIONS.fields)[]) =>
  declaredColumns(EXCEPTIONS, { only, override: { status: <Col source="status"><GroupStatus /></Col> } });

/** Groups, last seen first (or by count: the column headers sort), with their 14-day sparkline; bulk resolve / ignore. */
export const ExceptionList = () => (
  <List filters={filters} filterDefaultValues={EXCEPTION_LIST_QUERY.filter} sort={EXCEPTION_LIST_QUERY.sort} perPage={EXCEPTION_LIST_QUERY.perPage}
    actions={<ListActions />} pagination={<ListPagination rowsPerPageOptions={[20, 50, 100]} />}>
    <ResponsiveList<Group> rowClick="show" primaryText={(g) => g.title} secondaryText={(g) => `${g.eventCount} · ${g.appVersions.join(' ')}`}
      tertiaryText={() => <GroupStatus />}>
      <DataTable rowClick="show" bulkActionButtons={<BulkTransitionButtons transitions={exceptionTransitions} />} hiddenColumns={['firstSeen', 'appVersions']}
        sx={{ '& .column-title': { maxWidth: 480, fontFamily: 'monospace', wordBreak: 'break-word' }, '& th': { whiteSpace: 'nowrap' } }}>
        {columns(['id', 'title', 'status'])}
        <Col source="daily" disableSort><Sparkline /></Col>
        {columns(['eventCount', 'userCount'])}
        <Col source="appVersions" disableSort><FunctionField<Group> render={(g) => g.appVersions.join(', ')} /></Col>
        {columns(['lastSeen', 'firstSeen'])}
      </DataTable>
    </ResponsiveList>
  </List>
);
