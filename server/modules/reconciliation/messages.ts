// Messages of the reconciliation module: its errors.
import { registerMessages } from '../../core/i18n';

registerMessages({
  'zh-CN': {
    'reconciliation.error.order': '结束日期不能早于开始日期',
    'reconciliation.error.range': '日期范围最多 {max} 天',
    'reconciliation.error.future': '开始日期不能晚于今天（北京时间）',
  },
  'en-US': {
    'reconciliation.error.order': 'The last day cannot be before the first',
    'reconciliation.error.range': 'A range is at most {max} days',
    'reconciliation.error.future': 'The first day cannot be after today (Beijing time)',
  },
});
