// #/orders (docs/domain.md "Modules", order 8): orders and refunds, and the daily reconciliation. The route shares its
// menu text key (`menu.orders`) with the module, so both carry the same labels.
import { defineModule } from './define';

export default defineModule({
  name: 'orders', order: 8, key: 'mdr.orders', icon: 'receipt',
  labels: { 'zh-CN': '订单管理', 'en-US': 'Orders' },
  children: [
    { path: '/orders/orders', name: 'orders', labels: { 'zh-CN': '订单管理', 'en-US': 'Orders' } },
    // its page needs reconciliation.read (the panel declares it only for holders: src/resources/reconciliation)
    { path: '/orders/reconciliation', name: 'reconciliation', labels: { 'zh-CN': '对账', 'en-US': 'Reconciliation' } },
  ],
  // keys:start (npm run keys:generate, from the API's routes: never by hand)
  actionKeys: [
    { key: 'orders.read', module: 'mdr.orders', resource: 'orders',
      actions: ['list', 'get', 'get_many', 'lookup', 'history'] },
    { key: 'orders.export', module: 'mdr.orders', resource: 'orders',
      actions: ['export'] },
    { key: 'orders.refund', module: 'mdr.orders', resource: 'orders',
      actions: ['refund'], mark: 'money' },
    { key: 'order_refunds.read', module: 'mdr.orders', resource: 'order_refunds',
      actions: ['list', 'get', 'get_many', 'lookup'] },
    { key: 'order_refunds.export', module: 'mdr.orders', resource: 'order_refunds',
      actions: ['export'] },
    { key: 'reconciliation.read', module: 'mdr.orders', resource: 'reconciliation',
      actions: ['daily', 'day'], mark: 'money' },
  ],
  // keys:end
});
