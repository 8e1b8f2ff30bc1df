// Messages of the reports module: its errors.
import { registerMessages } from '../../core/i18n';

registerMessages({
  'zh-CN': {
    'error.report_reporter_unknown': '举报人不存在',
    'error.report_target_unknown': '被举报的对象不存在',
    'error.report_thresholds': '自动隐藏分数不能低于进入审核台的分数',
    'error.report_action_target': '该处理方式不适用于此类对象',
    'error.report_days_required': '禁言或封禁需要填写天数',
    'error.report_days_range': '最长 {days} 天',
    'error.report_target_key': '您没有对被举报对象执行此操作的权限：{keys}',
  },
  'en-US': {
    'error.report_reporter_unknown': 'No such reporter',
    'error.report_target_unknown': 'No such target',
    'error.report_thresholds': 'The auto-hide score may not be below the score that puts a case on the desk',
    'error.report_action_target': 'This action does not apply to this kind of target',
    'error.report_days_required': 'A mute or a ban needs its number of days',
    'error.report_days_range': 'At most {days} days',
    'error.report_target_key': 'You do not hold the key of this action on the reported target: {keys}',
  },
});
