import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, DataTable, Link, TopToolbar, useTranslate } from 'react-admin';
import { WITHDRAWAL_BATCHES } from '../../../contract/withdrawal_batches';
import { List } from '../shared/List';
import { ListPagination } from '../shared/ListPagination';
import { LocaleDateField } from '../shared/LocaleDateField';
import { MoneyField } from '../shared/MoneyField';
import { ResponsiveList } from '../shared/ResponsiveList';
import { StatusChip } from '../shared/StatusChip';
import { declaredColumns } from '../shared/declared';
import { WITHDRAWAL_RESOURCE } from '../withdrawals/types';
import { batchStateStyles, BATCH_RESOURCE, type WithdrawalBatch } from './types';

const columns = declaredColumns(WITHDRAWAL_BATCHES, {
  only: ['id', 'status', 'lineCount', 'settledCount', 'totalCents', 'createdAt', 'exportedAt'],
  looks: batchStateStyles,
  props: { totalCents: { children: <MoneyField source="totalCents" /> } },
});

/** Back to the withdrawals' list, whose page this is part of. */
export const BackToWithdrawals = () => (
  <Button component={Link} to={`/${WITHDRAWAL_RESOURCE}`} label={`resources.${BATCH_RESOURCE}.back`}>
    <ArrowBackIcon />
  </Button>
);

const Settled = ({ batch }: { batch: WithdrawalBatch }) => {
  const translate = useTranslate();
  return <>{translate(`resources.${BATCH_RESOURCE}.settled_of`, { settled: batch.settledCount, count: batch.lineCount })}</>;
};

/** The payout batches, newest first: each one's total, count and how far the bank has settled it. */
export const BatchList = () => (
  <List sort={{ field: 'id', order: 'DESC' }} perPage={20} actions={<TopToolbar><BackToWithdrawals /></TopToolbar>}
    title={`resources.${BATCH_RESOURCE}.title`} pagination={<ListPagination rowsPerPageOptions={[20, 50]} />}>
    <ResponsiveList<WithdrawalBatch> rowClick="show"
      primaryText={(b) => <>#{b.id} · <MoneyField source="totalCents" /></>}
      secondaryText={(b) => <><Settled batch={b} /> · <LocaleDateField source="createdAt" /></>}
      tertiaryText={() => <StatusChip styles={batchStateStyles} />}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        {columns}
      </DataTable>
    </ResponsiveList>
  </List>
);
