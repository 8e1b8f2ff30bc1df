// Messages of the bulk jobs (server/jobs/).
import { registerMessages } from '../core/i18n';

registerMessages({
  'zh-CN': {
    'jobs.error.too_many': '符合筛选条件的记录超过 {max} 条，请缩小筛选范围后再试',
    'jobs.error.key_lost': '发起人已不再拥有此操作的权限，任务已停止',
    'jobs.error.gone': '该操作已不存在，任务已停止',
    'jobs.error.finished': '任务已结束，无需取消',
  },
  'en-US': {
    'jobs.error.too_many': 'More than {max} records match: narrow the filter and try again',
    'jobs.error.key_lost': 'Whoever started the job no longer holds this action\'s key: the job stopped',
    'jobs.error.gone': 'This action no longer exists: the job stopped',
    'jobs.error.finished': 'The job has already ended',
  },
});
