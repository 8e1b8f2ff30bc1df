// Labels of fields, states, actions and categories come from the contract
// (contract/live_rooms.ts); here only the panel's own words.
import { LIVE_ROOMS } from '../../../contract/live_rooms';
import { contractMessages } from '../shared/contractMessages';
import type { ResourceMessages } from '../types';

export const messages: { 'zh-CN': ResourceMessages; 'en-US': ResourceMessages } = {
  'zh-CN': {
    cards: { live_rooms: '直播间' },
    name: '直播间 |||| 直播间',
    unit: '个',
    ...contractMessages(LIVE_ROOMS, 'zh-CN'),
    notify: {
      approve: '已通过', reject: '已拒绝', ban: '已封禁', unban: '已解封', feature: '已设为推荐', unfeature: '已取消推荐',
      reorder: '推荐顺序已保存',
    },
    live: { now: '直播中', off: '未开播', banned: '已封禁，不播出', viewers: '%{n} 人观看' },
    tabs: { all: '全部直播间', featured: '推荐顺序' },
    columns: { actions: '操作' },
    ban: { until: '封禁至（北京时间）', untilHelp: '到这个时间自动解封', untilPast: '必须晚于现在', endsAt: '封禁至 %{time}' },
    order: {
      empty: '还没有推荐的直播间', up: '上移：%{title}', down: '下移：%{title}', hint: '拖动或用上下按钮调整顺序，改动立即保存',
    },
  },
  'en-US': {
    cards: { live_rooms: 'Live rooms' },
    name: 'Live room |||| Live rooms',
    unit: '',
    ...contractMessages(LIVE_ROOMS, 'en-US'),
    notify: {
      approve: 'Approved', reject: 'Rejected', ban: 'Banned', unban: 'Unbanned', feature: 'Featured', unfeature: 'No longer featured',
      reorder: 'Order saved',
    },
    live: { now: 'Live', off: 'Offline', banned: 'Banned: off air', viewers: '%{n} watching' },
    tabs: { all: 'All rooms', featured: 'Featured order' },
    columns: { actions: 'Actions' },
    ban: { until: 'Banned until (Beijing time)', untilHelp: 'The ban ends by itself at this time', untilPast: 'Must be after now', endsAt: 'Banned until %{time}' },
    order: {
      empty: 'No featured rooms yet', up: 'Move up: %{title}', down: 'Move down: %{title}', hint: 'Drag, or use the arrows; each change is saved at once',
    },
  },
};
