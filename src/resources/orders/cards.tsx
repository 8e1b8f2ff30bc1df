// The orders' workplace card (server/modules/orders/dashboard.ts): orders paid
// and income (net of refunds) today and this month, each opening the orders
// paid in that span.
import { CountTile } from '../../dashboard/CountTile';
import type { WorkplaceCard } from '../../dashboard/types';
import { beijingMonthStart, beijingToday } from '../../dashboard/useCard';
import { ORDER_RESOURCE } from './types';

const path = `/${ORDER_RESOURCE}`;

export const orderCards: WorkplaceCard[] = [{
  key: 'orders', permission: 'mdr.orders', area: 'counts',
  Component: () => {
    const today = { path, filter: { paidFrom: beijingToday() } };
    const month = { path, filter: { paidFrom: beijingMonthStart() } };
    return (
      <CountTile cardKey="orders" title={`resources.${ORDER_RESOURCE}.cards.orders`} figures={[
        { name: 'ordersToday', link: today },
        { name: 'incomeToday', money: true, link: today },
        { name: 'ordersMonth', link: month },
        { name: 'incomeMonth', money: true, link: month },
      ]} />
    );
  },
}];
