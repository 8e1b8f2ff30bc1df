// Messages of the reports module: its errors.
import { registerMessages } from '../../core/i18n';

registerMessages({
  'zh-CN': {
    'error.report_reporter_unknown': '举报人不存在',
    'error.report_target_unknown': '被举报的对象不存在',
    'error.report_thresholds': '自动隐藏分数不能低于进入审核台的分数',
  },
  'en-US': {
    'error.report_reporter_unknown': 'No such reporter',
    'error.report_target_unknown': 'No such target',
    'error.report_thresholds': 'The auto-hide score may not be below the score that puts a case on the desk',
  },
});
