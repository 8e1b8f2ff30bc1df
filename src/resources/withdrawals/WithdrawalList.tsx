import { DataTable, DateInput, FilterButton, NumberInput, SelectArrayInput, TopToolbar } from 'react-admin';
import { List } from '../shared/List';
import { WITHDRAWAL_STATES } from '../../../contract/withdrawals';
import { CsvExportButton } from '../shared/CsvExportButton';
import { ListPagination } from '../shared/ListPagination';
import { LocaleDateField } from '../shared/LocaleDateField';
import { MoneyField } from '../shared/MoneyField';
import { ResponsiveList } from '../shared/ResponsiveList';
import { ReferenceLookupInput } from '../shared/ReferenceLookupInput';
import { EnumField } from '../shared/declared';
import { Approvals } from './Approvals';
import { WithdrawalStatusChip } from './WithdrawalStatusChip';
import { WITHDRAWAL_RESOURCE, type Withdrawal, WITHDRAWAL_LIST_QUERY } from './types';

const Col = DataTable.Col<Withdrawal>;
const statusChoices = WITHDRAWAL_STATES.map((s) => ({ id: s, name: `resources.${WITHDRAWAL_RESOURCE}.status.${s}` }));
// typed in yuan, filtered in fen (the API never takes floats)
const toFen = (v: string | number | null) => (v === '' || v === null || v === undefined ? null : Math.round(Number(v) * 100));
const toYuan = (v: number | null | undefined) => (typeof v === 'number' ? v / 100 : '');

const filters = [
  <SelectArrayInput key="status" source="status" choices={statusChoices} alwaysOn sx={{ minWidth: 180 }} />,
  <ReferenceLookupInput key="authorId" source="authorId" apiResource="withdrawals"
    label={`resources.${WITHDRAWAL_RESOURCE}.fields.authorId`} />,
  <NumberInput key="amountFrom" source="amountFrom" parse={toFen} format={toYuan} min={0} step={0.01} />,
  <NumberInput key="amountTo" source="amountTo" parse={toFen} format={toYuan} min={0} step={0.01} />,
  <DateInput key="requestedFrom" source="requestedFrom" />,
  <DateInput key="requestedTo" source="requestedTo" />,
];

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <CsvExportButton />
  </TopToolbar>
);

/** Withdrawal requests, the oldest waiting first by default. */
export const WithdrawalList = () => (
  <List filters={filters} sort={WITHDRAWAL_LIST_QUERY.sort} perPage={WITHDRAWAL_LIST_QUERY.perPage} actions={<Actions />}
    pagination={<ListPagination rowsPerPageOptions={[20, 50, 100]} />}>
    <ResponsiveList<Withdrawal> rowClick="show" primaryText={() => <><MoneyField source="amountCents" /> · <LocaleDateField source="requestedAt" /></>}
      secondaryText={(w) => w.authorName}
      tertiaryText={() => <><WithdrawalStatusChip /> <Approvals compact /></>}>
      <DataTable rowClick="show" bulkActionButtons={false} sx={{ '& th': { whiteSpace: 'nowrap' } }}>
        <Col source="id" />
        <Col source="authorName" disableSort />
        <Col source="amountCents" align="right"><MoneyField source="amountCents" /></Col>
        <Col source="status"><WithdrawalStatusChip /></Col>
        <Col source="approvalCount" disableSort><Approvals compact /></Col>
        <Col source="payoutMethod" disableSort><EnumField source="payoutMethod" /></Col>
        <Col source="payoutAccount" disableSort />
        <Col source="requestedAt"><LocaleDateField source="requestedAt" showTime /></Col>
        <Col source="paidAt"><LocaleDateField source="paidAt" showTime /></Col>
      </DataTable>
    </ResponsiveList>
  </List>
);
