import { DataTable, DateInput, FilterButton, NumberInput, TopToolbar } from 'react-admin';
import { List } from '../shared/List';
import { WITHDRAWALS } from '../../../contract/withdrawals';
import { CsvExportButton } from '../shared/CsvExportButton';
import { ListPagination } from '../shared/ListPagination';
import { ListTotals } from '../shared/ListTotals';
import { LocaleDateField } from '../shared/LocaleDateField';
import { MoneyField } from '../shared/MoneyField';
import { ResponsiveList } from '../shared/ResponsiveList';
import { StatusChip } from '../shared/StatusChip';
import { declaredColumns, declaredFilters } from '../shared/declared';
import { Approvals } from './Approvals';
import { BatchesLink, useBatchSelection } from '../withdrawal_batches/AddToBatchButton';
import { withdrawalStatusStyles } from './transitions';
import { type Withdrawal, WITHDRAWAL_LIST_QUERY } from './types';

// typed in yuan, filtered in fen (the API never takes floats)
const toFen = (v: string | number | null) => (v === '' || v === null || v === undefined ? null : Math.round(Number(v) * 100));
const toYuan = (v: number | null | undefined) => (typeof v === 'number' ? v / 100 : '');

// the status and the author are declared filters (contract/withdrawals.ts); the amount and the days the API's own
const filters = [
  ...declaredFilters(WITHDRAWALS, { only: ['status', 'authorId'] }),
  <NumberInput key="amountFrom" source="amountFrom" parse={toFen} format={toYuan} min={0} step={0.01} />,
  <NumberInput key="amountTo" source="amountTo" parse={toFen} format={toYuan} min={0} step={0.01} />,
  <DateInput key="requestedFrom" source="requestedFrom" />,
  <DateInput key="requestedTo" source="requestedTo" />,
];

const columns = declaredColumns(WITHDRAWALS, {
  only: ['id', 'authorName', 'amountCents', 'status', 'approvalCount', 'payoutMethod', 'payoutAccount', 'requestedAt', 'paidAt'],
  looks: withdrawalStatusStyles,
  // the amount in yuan; the approvals as "1 / 2"
  props: { amountCents: { children: <MoneyField source="amountCents" /> }, approvalCount: { align: undefined, children: <Approvals compact /> } },
});

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <BatchesLink />
    <CsvExportButton />
  </TopToolbar>
);

/** Withdrawal requests, the oldest waiting first by default. */
export const WithdrawalList = () => (
  <List filters={filters} sort={WITHDRAWAL_LIST_QUERY.sort} perPage={WITHDRAWAL_LIST_QUERY.perPage} actions={<Actions />}
    pagination={<ListPagination rowsPerPageOptions={[20, 50, 100]} />}>
    <ListTotals />
    <ResponsiveList<Withdrawal> rowClick="show" primaryText={() => <><MoneyField source="amountCents" /> · <LocaleDateField source="requestedAt" /></>}
      secondaryText={(w) => w.authorName}
      tertiaryText={() => <><StatusChip styles={withdrawalStatusStyles} /> <Approvals compact /></>}>
      <DataTable rowClick="show" {...useBatchSelection()} sx={{ '& th': { whiteSpace: 'nowrap' } }}>
        {columns}
      </DataTable>
    </ResponsiveList>
  </List>
);
