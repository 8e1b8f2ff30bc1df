// The power-station packages on sale (and one taken off sale), in menu order.
import { insertRows } from '../../../seed/batch';
import { daysAgo } from '../../../seed/rng';
import type { SeedStep } from '../../../seed/types';

/** [zh, en, description, price fen, original fen, days, on sale] */
export const DEMO_PACKAGES: readonly [string, string, string, number, number, number, boolean][] = [
  ['体验电站（1 天）', 'Trial station (1 day)', '新玩家试用，一天内不限次数加速', 300, 600, 1, true],
  ['周卡电站', 'Weekly station', '七天加速，适合短期冲刺', 1500, 2100, 7, true],
  ['月卡电站', 'Monthly station', '三十天加速，最受欢迎', 4500, 6000, 30, true],
  ['季卡电站', 'Quarterly station', '九十天加速，比月卡更划算', 12000, 18000, 90, true],
  ['年卡电站', 'Yearly station', '一整年加速，附赠专属标识', 39800, 72000, 365, true],
  ['团队电站（月）', 'Team station (month)', '五人共享的月度加速', 19900, 22500, 30, true],
  ['夏日限定电站', 'Summer special station', '夏季活动限定套餐，已结束', 2900, 4500, 15, false],
];

export const packagesStep: SeedStep = {
  name: 'power_packages',
  async run({ trx, now }) {
    const created = daysAgo(now, 200);
    const ids = await insertRows(trx, 'power_packages', DEMO_PACKAGES.map(([zh, en, description, price, original, days, onSale], i) => ({
      name_zh: zh, name_en: en, description, price_cents: price, original_price_cents: original, duration_days: days,
      sort_order: (i + 1) * 10, status: onSale ? 'on_sale' as const : 'off_sale' as const,
      created_at: created, updated_at: created,
    })));
    return { power_packages: ids.length };
  },
};
