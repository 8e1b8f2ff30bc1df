// Messages of the decisions module: its refusals, each saying why.
import { registerMessages } from '../../core/i18n';

registerMessages({
  'zh-CN': {
    'error.appeal_own_decision': '原处理决定由您作出，申诉须由其他审核人员处理',
    'error.appeal_no_decision': '处理决定不存在',
    'error.appeal_not_affected': '只有受该处理决定影响的用户可以申诉',
    'error.appeal_window_closed': '申诉期已于 {until} 结束',
    'error.appeal_not_standing': '该处理决定已撤销，无需申诉',
    'error.appeal_exists': '该处理决定已有申诉（#{id}），每个决定只能申诉一次',
    'error.ladder_order': '升级阶梯的违规次数须逐级递增',
  },
  'en-US': {
    'error.appeal_own_decision': 'You made the decision appealed: another moderator must decide its appeal',
    'error.appeal_no_decision': 'No such decision',
    'error.appeal_not_affected': 'Only the user the decision affects may appeal it',
    'error.appeal_window_closed': 'The appeal window closed on {until}',
    'error.appeal_not_standing': 'The decision no longer stands: there is nothing to appeal',
    'error.appeal_exists': 'This decision has been appealed already (#{id}): one appeal per decision',
    'error.ladder_order': 'Each step of the ladder needs more strikes than the one before',
  },
});
