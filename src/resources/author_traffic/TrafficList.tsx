import { DataTable, DateInput, TopToolbar } from 'react-admin';
import { AUTHOR_TRAFFIC } from '../../../contract/author_traffic';
import { useSeesMoney } from '../../access/useCanDo';
import { List } from '../shared/List';
import { CsvExportButton } from '../shared/CsvExportButton';
import { ListPagination } from '../shared/ListPagination';
import { MoneyField } from '../shared/MoneyField';
import { FieldSummary, ResponsiveList } from '../shared/ResponsiveList';
import { declaredColumns, declaredFilters } from '../shared/declared';
import { defaultRange } from './range';
import { TrafficSummary } from './TrafficSummary';
import { type TrafficRecord } from './types';

// the author by name through the traffic's own lookup (contract/author_traffic.ts); the days the API's own filters
const filters = [
  ...declaredFilters(AUTHOR_TRAFFIC, { props: { authorId: { alwaysOn: true } } }),
  <DateInput key="dayFrom" source="dayFrom" alwaysOn />,
  <DateInput key="dayTo" source="dayTo" alwaysOn />,
];

// the income is a money column: shown to readers holding author_traffic.read_money only; the day sorts (the API's own sort)
const columns = declaredColumns(AUTHOR_TRAFFIC, {
  only: ['day', 'authorName', 'views', 'visitors', 'likes', 'followers', 'orders', 'incomeCents'], props: { day: { disableSort: false } },
});

const Actions = () => <TopToolbar><CsvExportButton /></TopToolbar>;

/** Per author per day: the range's totals and charts above, the days below; CSV of every matching row. Income for readers who see money. */
export const TrafficList = () => {
  const money = useSeesMoney(AUTHOR_TRAFFIC.resource);
  return (
    <List filters={filters} filterDefaultValues={defaultRange()} sort={{ field: 'day', order: 'DESC' }} perPage={20}
      actions={<Actions />} aside={undefined} pagination={<ListPagination rowsPerPageOptions={[20, 50, 100]} />}>
      <TrafficSummary />
      <ResponsiveList<TrafficRecord> rowClick={false} primaryText={(r) => `${r.day} · ${r.authorName}`}
        secondaryText={() => <FieldSummary sources={money ? ['views', 'orders', 'incomeCents'] : ['views', 'orders']}
          render={{ incomeCents: () => <MoneyField source="incomeCents" /> }} />}>
        <DataTable bulkActionButtons={false} rowClick={false} sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          {columns}
        </DataTable>
      </ResponsiveList>
    </List>
  );
};
