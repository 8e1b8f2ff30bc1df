// Payout batches (#/wow_author/withdraws/batches): approved withdrawals gathered
// for the bank, below the withdrawals' page (no menu entry of their own).
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { lazyView } from '../../lazy';
import type { PanelResource } from '../types';
import { messages } from './messages';
import { BATCH_RESOURCE } from './types';

const BatchList = lazyView(() => import('./BatchList').then((m) => m.BatchList));
const BatchShow = lazyView(() => import('./BatchShow').then((m) => m.BatchShow));

const resource: PanelResource = {
  name: BATCH_RESOURCE,
  apiResource: 'withdrawal_batches',
  list: BatchList,
  show: BatchShow,
  icon: AccountBalanceIcon,
  recordRepresentation: 'id',
  messages,
};
export default resource;
