// Labels of fields, states and actions come from the contract (contract/power_packages.ts).
import { POWER_PACKAGES } from '../../../contract/power_packages';
import { contractMessages } from '../shared/contractMessages';
import type { ResourceMessages } from '../types';

export const messages: { 'zh-CN': ResourceMessages; 'en-US': ResourceMessages } = {
  'zh-CN': {
    name: '电站套餐 |||| 电站套餐',
    ...contractMessages(POWER_PACKAGES, 'zh-CN'),
    helpers: { yuan: '以元为单位，最多两位小数，例如 45.00' },
    invalidYuan: '请输入金额（元），最多两位小数',
    notify: { on_sale: '已上架', off_sale: '已下架' },
    confirm: { off_sale: '下架后玩家不能再购买这个套餐，已有的订单不受影响。之后可以重新上架。' },
  },
  'en-US': {
    name: 'Power package |||| Power packages',
    ...contractMessages(POWER_PACKAGES, 'en-US'),
    helpers: { yuan: 'In yuan, at most two decimals, e.g. 45.00' },
    invalidYuan: 'Enter an amount in yuan with at most two decimals',
    notify: { on_sale: 'Put on sale', off_sale: 'Taken off sale' },
    confirm: { off_sale: 'Players can no longer buy this package; existing orders are not affected. It can be put on sale again later.' },
  },
};
