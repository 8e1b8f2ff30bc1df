// Orders (#/orders/orders): search, detail with its timeline, refund.
import ReceiptIcon from '@mui/icons-material/Receipt';
import { lazyView } from '../../lazy';
import type { PanelResource } from '../types';
import { orderCards } from './cards';
import { messages } from './messages';
import { ORDER_LIST_QUERY, ORDER_RESOURCE } from './types';

// Each screen is its own chunk, fetched when first opened (src/lazy.ts).
// the orders, and the refunds as a second tab
const OrderList = lazyView(() => import('./OrdersPage').then((m) => m.OrdersPage));
const OrderShow = lazyView(() => import('./OrderShow').then((m) => m.OrderShow));

const resource: PanelResource = {
  name: ORDER_RESOURCE,
  apiResource: 'orders',
  list: OrderList,
  listQuery: ORDER_LIST_QUERY,
  show: OrderShow,
  icon: ReceiptIcon,
  recordRepresentation: 'orderNo',
  messages,
  cards: orderCards,
};
export default resource;
