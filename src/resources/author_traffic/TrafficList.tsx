import { AutocompleteInput, DataTable, DateInput, ReferenceInput, TopToolbar } from 'react-admin';
import { AUTHOR_TRAFFIC } from '../../../contract/author_traffic';
import { useSeesMoney } from '../../access/useCanDo';
import { List } from '../shared/List';
import { CsvExportButton } from '../shared/CsvExportButton';
import { ListPagination } from '../shared/ListPagination';
import { MoneyField } from '../shared/MoneyField';
import { FieldSummary, ResponsiveList } from '../shared/ResponsiveList';
import { defaultRange } from './range';
import { TrafficSummary } from './TrafficSummary';
import { type TrafficRecord } from './types';

const Col = DataTable.Col<TrafficRecord>;

const filters = [
  <ReferenceInput key="authorId" source="authorId" reference="wow_author/information" alwaysOn>
    <AutocompleteInput optionText="penName" sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <DateInput key="dayFrom" source="dayFrom" alwaysOn />,
  <DateInput key="dayTo" source="dayTo" alwaysOn />,
];

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
          <Col source="day" />
          <Col source="authorName" disableSort />
          <DataTable.NumberCol source="views" />
          <DataTable.NumberCol source="visitors" disableSort />
          <DataTable.NumberCol source="likes" disableSort />
          <DataTable.NumberCol source="followers" disableSort />
          <DataTable.NumberCol source="orders" />
          {money && <Col source="incomeCents" align="right"><MoneyField source="incomeCents" /></Col>}
        </DataTable>
      </ResponsiveList>
    </List>
  );
};
