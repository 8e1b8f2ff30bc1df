// The orders' workplace card (server/modules/orders/dashboard.ts): orders paid
// and income (net of refunds) today and this month, each opening the orders
// paid in that span.
import { beijingMonthStart, beijingToday } from '../../../contract/days';
import { countCard, listOf } from '../../dashboard/cards';
import type { WorkplaceCard } from '../../dashboard/types';
import { ORDER_RESOURCE } from './types';

const to = listOf(ORDER_RESOURCE);

export const orderCards: WorkplaceCard[] = [countCard({
  resource: ORDER_RESOURCE, key: 'orders',
  figures: () => {
    const today = to({ paidFrom: beijingToday() });
    const month = to({ paidFrom: beijingMonthStart() });
    return [
      { name: 'ordersToday', link: today },
      { name: 'incomeToday', money: true, link: today },
      { name: 'ordersMonth', link: month },
      { name: 'incomeMonth', money: true, link: month },
    ];
  },
})];
