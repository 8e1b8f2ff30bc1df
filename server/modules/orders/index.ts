// The orders module: orders of power-station packages, their refunds, and the
// author's share of each (income when paid, clawed back pro rata when refunded)
// in the author ledger (server/modules/authors).
import { fileURLToPath } from 'node:url';
import { defineModule } from '../../core/module';
import { orderCards } from './dashboard';
import { authorRank, ordersDaily } from './rollups';
import orders from './orders';
import orderRefunds from './order-refunds';
import { ordersStep } from './seed/orders';

export { payOrder } from './repository';
export { clawedBack } from './refund';
export type { OrderStatus, PayChannel } from './schema';

export default defineModule({
  name: 'orders',
  description: 'Orders of power-station packages, refunds and the authors\' share of them',
  resources: [orders, orderRefunds],
  seed: [ordersStep],
  rollups: [ordersDaily, authorRank],
  dashboardCards: orderCards,
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
});
