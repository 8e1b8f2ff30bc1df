// Reconciliation (#/orders/reconciliation): per Beijing day, orders, refunds and
// withdrawals beside the author ledger, every difference and its rows. Declared only
// for holders of reconciliation.read (its reads' key: src/access/actionAccess.ts).
import BalanceIcon from '@mui/icons-material/Balance';
import { lazyView } from '../../lazy';
import type { PanelResource } from '../types';
import { messages } from './messages';
import { RECONCILIATION_RESOURCE } from './types';

const ReconciliationPage = lazyView(() => import('./ReconciliationPage').then((m) => m.ReconciliationPage));

const resource: PanelResource = {
  name: RECONCILIATION_RESOURCE,
  apiResource: 'reconciliation',
  list: ReconciliationPage,
  icon: BalanceIcon,
  messages,
};
export default resource;
