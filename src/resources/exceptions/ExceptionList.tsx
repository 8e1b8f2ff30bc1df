import { BooleanInput, DataTable, DateInput, FunctionField, NumberField, SearchInput, SelectArrayInput, TextInput } from 'react-admin';
import { List } from '../shared/List';
import { EXCEPTION_STATES } from '../../../contract/exceptions';
import { ListPagination } from '../shared/ListPagination';
import { BulkTransitionButtons, ListActions } from '../shared/ListToolbar';
import { LocaleDateField } from '../shared/LocaleDateField';
import { ResponsiveList } from '../shared/ResponsiveList';
import { GroupStatus } from './RegressedChip';
import { Sparkline } from './Sparkline';
import { exceptionTransitions } from './transitions';
import { EXCEPTIONS_RESOURCE, type Group, EXCEPTION_LIST_QUERY } from './types';

const r = `resources.${EXCEPTIONS_RESOURCE}`;
const Col = DataTable.Col<Group>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectArrayInput key="status" source="status" alwaysOn sx={{ minWidth: 160 }}
    choices={EXCEPTION_STATES.map((s) => ({ id: s, name: `${r}.status.${s}` }))} />,
  <BooleanInput key="regressed" source="regressed" />,
  <TextInput key="appVersion" source="appVersion" />,
  <DateInput key="createdFrom" source="createdFrom" />,
  <DateInput key="createdTo" source="createdTo" />,
];

/** Groups, last seen first (or by count: the column headers sort), with their 14-day sparkline; bulk resolve / ignore. */
export const ExceptionList = () => (
  <List filters={filters} filterDefaultValues={EXCEPTION_LIST_QUERY.filter} sort={EXCEPTION_LIST_QUERY.sort} perPage={EXCEPTION_LIST_QUERY.perPage}
    actions={<ListActions />} pagination={<ListPagination rowsPerPageOptions={[20, 50, 100]} />}>
    <ResponsiveList<Group> rowClick="show" primaryText={(g) => g.title} secondaryText={(g) => `${g.eventCount} · ${g.appVersions.join(' ')}`}
      tertiaryText={() => <GroupStatus />}>
      <DataTable rowClick="show" bulkActionButtons={<BulkTransitionButtons transitions={exceptionTransitions} />} hiddenColumns={['firstSeen', 'appVersions']}
        sx={{ '& .column-title': { maxWidth: 480, fontFamily: 'monospace', wordBreak: 'break-word' }, '& th': { whiteSpace: 'nowrap' } }}>
        <Col source="id" />
        <Col source="title" disableSort />
        <Col source="status"><GroupStatus /></Col>
        <Col source="daily" disableSort><Sparkline /></Col>
        <Col source="eventCount"><NumberField source="eventCount" /></Col>
        <Col source="userCount"><NumberField source="userCount" /></Col>
        <Col source="appVersions" disableSort><FunctionField<Group> render={(g) => g.appVersions.join(', ')} /></Col>
        <Col source="lastSeen"><LocaleDateField source="lastSeen" showTime /></Col>
        <Col source="firstSeen"><LocaleDateField source="firstSeen" showTime /></Col>
      </DataTable>
    </ResponsiveList>
  </List>
);
