// Messages of the transparency module: its errors and the CSV's words.
import { registerMessages } from '../../core/i18n';

registerMessages({
  'zh-CN': {
    'transparency.error.day': '请填写有效日期（YYYY-MM-DD）',
    'transparency.error.order': '结束日期不能早于开始日期',
    'transparency.error.range': '日期范围最多 {max} 天',
    'transparency.error.future': '开始日期不能晚于今天（北京时间）',
    'transparency.csv.section': '部分',
    'transparency.csv.figure': '指标',
    'transparency.csv.code': '代码',
    'transparency.csv.value': '数值',
  },
  'en-US': {
    'transparency.error.day': 'Give a valid day (YYYY-MM-DD)',
    'transparency.error.order': 'The last day cannot be before the first',
    'transparency.error.range': 'A range is at most {max} days',
    'transparency.error.future': 'The first day cannot be after today (Beijing time)',
    'transparency.csv.section': 'Section',
    'transparency.csv.figure': 'Figure',
    'transparency.csv.code': 'Code',
    'transparency.csv.value': 'Value',
  },
});
