// The review queue's own words; the types' names, states, actions and reasons come from their contracts.
import type { ResourceMessages } from '../types';

export const messages: { 'zh-CN': ResourceMessages; 'en-US': ResourceMessages } = {
  'zh-CN': {
    name: '待处理队列 |||| 待处理队列',
    fields: { type: '类型', title: '标题', waitingSince: '等待自', claimedBy: '处理人' },
    tabs: { all: '全部' },
    types: {
      articles: '文章', builds: '配装', authors: '作者申请', live_rooms: '直播间申请', feedback: '反馈', withdrawals: '提现', exceptions: '回归异常',
    },
    age: { minutes: '%{n} 分钟', hours: '%{n} 小时', days: '%{n} 天' },
    waiting: '已等待 %{age}',
    overdue: '已超时',
    summary: '待处理队列：%{total} 条，%{overdue} 条已超时',
    approvals: '已审批 %{n}/%{needed}',
    claim: { other: '%{name} · 审核中 · %{age}', mine: '我 · 审核中 · %{age}' },
    empty: '队列已清空：没有等待你处理的条目',
    pick: '从左侧选择一条，或按 j 打开下一条',
    claimedByOther: '%{name} 正在处理（%{age}），你的操作会被拒绝',
    takeOver: '接手',
    author: { line: '作者 %{name}：此前被驳回 %{rejected} 次，被隐藏 %{hidden} 次', perType: '%{type} 驳回 %{rejected} · 隐藏 %{hidden}', warnings: '禁言或封禁 %{n} 次' },
    alsoOpen: '同时打开：%{names}',
    live: { live: '实时更新', polling: '实时更新不可用：每 %{seconds} 秒刷新一次' },
    decided: '%{action}：%{title}',
    reasons: { title: '选择原因（数字键 1–9，0 输入其他原因，Esc 取消）', other: '其他原因', submit: '提交', cancel: '取消' },
    actions: { skip: '跳过', open: '打开完整页面', back: '返回列表', help: '快捷键' },
    help: {
      title: '键盘快捷键',
      keys: {
        j: '下一条', k: '上一条', a: '通过（或解决）', r: '驳回或关闭（再按 1–9 选原因，0 输入原因）', h: '隐藏或忽略（原因同上）',
        s: '跳过', o: '打开完整页面', '?': '显示这份说明',
      },
    },
  },
  'en-US': {
    name: 'Queue |||| Queue',
    fields: { type: 'Type', title: 'Title', waitingSince: 'Waiting since', claimedBy: 'Reviewer' },
    tabs: { all: 'All' },
    types: {
      articles: 'Articles', builds: 'Builds', authors: 'Author applications', live_rooms: 'Room applications', feedback: 'Feedback',
      withdrawals: 'Withdrawals', exceptions: 'Regressions',
    },
    age: { minutes: '%{n} min', hours: '%{n} h', days: '%{n} d' },
    waiting: 'Waiting %{age}',
    overdue: 'Overdue',
    summary: 'Queue: %{total} waiting, %{overdue} overdue',
    approvals: 'Approvals %{n}/%{needed}',
    claim: { other: '%{name} · reviewing · %{age}', mine: 'Me · reviewing · %{age}' },
    empty: 'The queue is clear: nothing waits on you',
    pick: 'Pick an item on the left, or press j to open the next one',
    claimedByOther: '%{name} is reviewing this (%{age}); your decisions on it will be refused',
    takeOver: 'Take over',
    author: { line: 'Author %{name}: %{rejected} rejected and %{hidden} hidden before', perType: '%{type} rejected %{rejected} · hidden %{hidden}', warnings: 'muted or banned %{n} times' },
    alsoOpen: 'Also open: %{names}',
    live: { live: 'Live', polling: 'Live updates unavailable: refreshing every %{seconds} s' },
    decided: '%{action}: %{title}',
    reasons: { title: 'Pick a reason (keys 1–9, 0 to type another, Esc to cancel)', other: 'Another reason', submit: 'Submit', cancel: 'Cancel' },
    actions: { skip: 'Skip', open: 'Open full page', back: 'Back to the list', help: 'Shortcuts' },
    help: {
      title: 'Keyboard shortcuts',
      keys: {
        j: 'Next item', k: 'Previous item', a: 'Approve (or resolve)', r: 'Reject or close (then 1–9 for a reason, 0 to type one)', h: 'Hide or ignore (reasons the same way)',
        s: 'Skip', o: 'Open the full page', '?': 'Show these',
      },
    },
  },
};
