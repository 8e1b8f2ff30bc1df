// Messages of the live module: its errors (field, state and category
// names come from its contract: server/resources/messages.ts).
import { registerMessages } from '../../core/i18n';

registerMessages({
  'zh-CN': {
    'error.live_until_invalid': '请填写封禁结束时间',
    'error.live_until_past': '封禁结束时间必须晚于现在',
    'error.live_until_too_far': '封禁最长 {days} 天',
    'error.live_not_featured': '直播间 {id} 不在推荐列表中',
    'error.live_reorder_duplicate': '直播间 {id} 出现了不止一次',
    'error.live_reorder_stale': '推荐列表已被他人调整，请查看最新顺序后重试',
  },
  'en-US': {
    'error.live_until_invalid': 'Give the time the ban ends',
    'error.live_until_past': 'The ban must end after now',
    'error.live_until_too_far': 'A ban lasts at most {days} days',
    'error.live_not_featured': 'Live room {id} is not on the recommended list',
    'error.live_reorder_duplicate': 'Live room {id} is listed more than once',
    'error.live_reorder_stale': 'Someone else has changed the recommended list; look at its order now and try again',
  },
});
