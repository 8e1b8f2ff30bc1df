// Withdrawals (#/wow_author/withdraws): requests, four-eyes approval, payment.
import PaymentsIcon from '@mui/icons-material/Payments';
import { lazyView } from '../../lazy';
import type { PanelResource } from '../types';
import { messages } from './messages';
import { WITHDRAWAL_RESOURCE, WITHDRAWAL_LIST_QUERY } from './types';

const WithdrawalList = lazyView(() => import('./WithdrawalList').then((m) => m.WithdrawalList));
const WithdrawalShow = lazyView(() => import('./WithdrawalShow').then((m) => m.WithdrawalShow));

const resource: PanelResource = {
  name: WITHDRAWAL_RESOURCE,
  apiResource: 'withdrawals',
  list: WithdrawalList,
  listQuery: WITHDRAWAL_LIST_QUERY,
  show: WithdrawalShow,
  icon: PaymentsIcon,
  recordRepresentation: 'id',
  messages,
  queueFacts: ['payoutMethod', 'requestedAt'],
};
export default resource;
