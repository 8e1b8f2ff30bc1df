import { DataTable, DateInput, FilterButton, SearchInput, SelectArrayInput, TopToolbar } from 'react-admin';
import { List } from '../shared/List';
import { AUTHORS, AUTHOR_STATES } from '../../../contract/authors';
import { useSeesMoney } from '../../access/useCanDo';
import { CsvExportButton } from '../shared/CsvExportButton';
import { ListPagination } from '../shared/ListPagination';
import { LocaleDateField } from '../shared/LocaleDateField';
import { MoneyField } from '../shared/MoneyField';
import { FieldSummary, ResponsiveList } from '../shared/ResponsiveList';
import { TransitionButtons } from '../shared/TransitionButtons';
import { AuthorStatusChip } from './AuthorStatusChip';
import { authorTransitions } from './transitions';
import { AUTHOR_RESOURCE, type Author, AUTHOR_LIST_QUERY } from './types';

const Col = DataTable.Col<Author>;
const statusChoices = AUTHOR_STATES.map((s) => ({ id: s, name: `resources.${AUTHOR_RESOURCE}.status.${s}` }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectArrayInput key="status" source="status" choices={statusChoices} alwaysOn sx={{ minWidth: 180 }} />,
  <DateInput key="createdFrom" source="createdFrom" />,
  <DateInput key="createdTo" source="createdTo" />,
];

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
        tertiaryText={() => <AuthorStatusChip />}>
        <DataTable rowClick="show" bulkActionButtons={false} sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          <Col source="id" />
          <Col source="penName" />
          <Col source="userName" disableSort />
          <Col source="status"><AuthorStatusChip /></Col>
          <DataTable.NumberCol source="revenueShare" />
          {money && <Col source="availableCents" align="right"><MoneyField source="availableCents" /></Col>}
          {money && <Col source="frozenCents" align="right" disableSort><MoneyField source="frozenCents" /></Col>}
          <Col source="realName" disableSort />
          <Col source="createdAt"><LocaleDateField source="createdAt" showTime /></Col>
          <Col label="" align="right"><TransitionButtons transitions={authorTransitions} iconOnly /></Col>
        </DataTable>
      </ResponsiveList>
    </List>
  );
};
