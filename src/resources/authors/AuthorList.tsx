import { DataTable, DateInput, FilterButton, SearchInput, TopToolbar } from 'react-admin';
import { List } from '../shared/List';
import { AUTHORS } from '../../../contract/authors';
import { useSeesMoney } from '../../access/useCanDo';
import { CsvExportButton } from '../shared/CsvExportButton';
import { ListPagination } from '../shared/ListPagination';
import { MoneyField } from '../shared/MoneyField';
import { FieldSummary, ResponsiveList } from '../shared/ResponsiveList';
import { rowActionsColumn } from '../shared/rowActions';
import { TransitionButtons } from '../shared/TransitionButtons';
import { declaredColumns, declaredFilters } from '../shared/declared';
import { StatusChip } from '../shared/StatusChip';
import { authorStatusStyles, authorTransitions } from './transitions';
import { type Author, AUTHOR_LIST_QUERY } from './types';

// `q` and the application days are the API's own filters (server/modules/authors); the status a declared one
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  ...declaredFilters(AUTHORS, { only: ['status'] }),
  <DateInput key="createdFrom" source="createdFrom" />,
  <DateInput key="createdTo" source="createdTo" />,
];
// the balances are money columns: shown to readers holding authors.read_money only
const columns = declaredColumns(AUTHORS, {
  only: ['id', 'penName', 'userName', 'status', 'revenueShare', 'availableCents', 'frozenCents', 'realName', 'createdAt'],
  looks: authorStatusStyles,
});

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <CsvExportButton />
  </TopToolbar>
);

const Balances = () => (
  <FieldSummary sources={['availableCents', 'frozenCents']}
    render={{ availableCents: () => <MoneyField source="availableCents" />, frozenCents: () => <MoneyField source="frozenCents" /> }} />
);

/** Author applications and profiles: review the pending ones, open one for its money (balances for readers who see money). */
export const AuthorList = () => {
  const money = useSeesMoney(AUTHORS.resource);
  return (
    <List filters={filters} sort={AUTHOR_LIST_QUERY.sort} perPage={AUTHOR_LIST_QUERY.perPage} actions={<Actions />}
      pagination={<ListPagination rowsPerPageOptions={[20, 50, 100]} />}>
      <ResponsiveList<Author> rowClick="show" primaryText={(a) => a.penName}
        secondaryText={money ? () => <Balances /> : undefined}
        tertiaryText={() => <StatusChip styles={authorStatusStyles} />}>
        <DataTable rowClick="show" bulkActionButtons={false} sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          {columns}
          <DataTable.Col {...rowActionsColumn}><TransitionButtons transitions={authorTransitions} iconOnly /></DataTable.Col>
        </DataTable>
      </ResponsiveList>
    </List>
  );
};
