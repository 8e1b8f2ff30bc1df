// Labels of fields, states and actions come from the contract
// (contract/exceptions.ts); here only the panel's own words.
import { EXCEPTIONS } from '../../../contract/exceptions';
import { contractMessages } from '../shared/contractMessages';
import type { ResourceMessages } from '../types';

export const messages: { 'zh-CN': ResourceMessages; 'en-US': ResourceMessages } = {
  'zh-CN': {
    cards: { exceptions: '异常上报' },
    name: '异常 |||| 异常',
    unit: '个',
    ...contractMessages(EXCEPTIONS, 'zh-CN'),
    confirm: { resolve: '将「%{name}」标记为已解决：它离开未解决列表；之后再有同样的异常上报，它会重新打开并标记为回归。完成后可在提示中撤销。' },
    detail: { stack: '最新堆栈', event: '事件', time: '发生时间（UTC+8）', os: '操作系统', version: '版本', device: '设备', user: '用户', none: '暂无', spark: '近 14 天每日次数：%{counts}' },
  },
  'en-US': {
    cards: { exceptions: 'Exception reports' },
    name: 'Exception |||| Exceptions',
    unit: '',
    ...contractMessages(EXCEPTIONS, 'en-US'),
    confirm: { resolve: 'Mark "%{name}" resolved: it leaves the unresolved list; a new report of the same exception reopens it, marked regressed. You can undo it from the message that follows.' },
    detail: { stack: 'Latest stack', event: 'Event', time: 'Time (UTC+8)', os: 'OS', version: 'Version', device: 'Device', user: 'User', none: 'None', spark: 'Events per day, last 14 days: %{counts}' },
  },
};
