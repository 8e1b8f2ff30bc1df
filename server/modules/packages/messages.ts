// Messages of the packages module: its errors (field and state names: server/resources/messages.ts).
import { registerMessages } from '../../core/i18n';

registerMessages({
  'zh-CN': {
    'power_packages.error.has_orders': '该套餐已有订单，不能删除，只能下架',
    'power_packages.error.original_below_price': '原价不能低于价格',
  },
  'en-US': {
    'power_packages.error.has_orders': 'This package has orders: it cannot be deleted, only taken off sale',
    'power_packages.error.original_below_price': 'The original price cannot be below the price',
  },
});
