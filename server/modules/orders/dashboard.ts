// The orders' workplace card: orders paid and income (net of refunds) today
// and this month, and per day over 8 days, from rollup_daily.
import { CountCardSchema, type CountCardData } from '../../../contract/records/dashboard';
import type { DashboardCard } from '../../core/module';
import { dailyPoints, todayAndMonth } from '../../rollups/cards';

export const orderCards: DashboardCard[] = [{
  key: 'orders',
  permission: 'mdr.orders',
  summary: 'Orders paid and income (fen, net of refunds) today and this month; orders paid per day over 8 days',
  response: CountCardSchema,
  // the income is the orders' money: for readers of the orders themselves
  money: { key: 'orders.read', parts: ['incomeToday', 'incomeMonth'] },
  async load(db): Promise<CountCardData> {
    const [m, daily] = await Promise.all([todayAndMonth(db, ['orders.paid', 'orders.income']), dailyPoints(db, 'orders.paid', 8)]);
    return {
      figures: {
        ordersToday: m['orders.paid'].today, ordersMonth: m['orders.paid'].month,
        incomeToday: m['orders.income'].today, incomeMonth: m['orders.income'].month,
      },
      daily,
    };
  },
}];
