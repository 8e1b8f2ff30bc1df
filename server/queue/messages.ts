// Messages of the review queue's refusals.
import { registerMessages } from '../core/i18n';

registerMessages({
  'zh-CN': {
    'review_queue.error.claimed': '{name} 正在处理该条目（还剩 {minutes} 分钟），请处理其他条目或接手',
    'review_queue.error.not_waiting': '该条目已不在待处理队列中（可能已被处理）',
  },
  'en-US': {
    'review_queue.error.claimed': '{name} is reviewing this item ({minutes} min left): take another one, or take it over',
    'review_queue.error.not_waiting': 'This item no longer waits in the queue (it may have been decided)',
  },
});
