// The orders' workplace card (server/modules/orders/dashboard.ts): orders paid
// and income (net of refunds) today and this month, each opening the orders
// paid in that span (contract/workplace.ts).
import { countCard } from '../../dashboard/cards';
import type { WorkplaceCard } from '../../dashboard/types';
import { ORDER_RESOURCE } from './types';

export const orderCards: WorkplaceCard[] = [countCard({
  resource: ORDER_RESOURCE, key: 'orders',
  figures: () => [
    { name: 'ordersToday' },
    { name: 'incomeToday', money: true },
    { name: 'ordersMonth' },
    { name: 'incomeMonth', money: true },
  ],
})];
