// The role editor's texts (resources.user/role.*), both languages: its fields,
// the key matrix's resources and actions, the marks and the save confirmation.
import { ROLES } from '../../../contract/roles';
import { contractMessages } from '../shared/contractMessages';
import type { ResourceMessages } from '../types';

const zhActions = {
  read: '查看', read_money: '查看金额', create: '新建', update: '编辑', delete: '删除', export: '导出', reveal: '查看敏感信息',
  approve: '通过', reject: '驳回', hide: '下架', restore: '恢复', submit: '提交审核', suspend: '暂停', unsuspend: '恢复',
  adjust: '调整余额', pay: '标记已打款', fail: '打款失败', refund: '退款', process: '处理', resolve: '解决', close: '关闭',
  reopen: '重新打开', assign: '指派', reply: '回复', ban: '封禁', unban: '解封', feature: '推荐', unfeature: '取消推荐',
  reorder: '调整推荐顺序', on_sale: '上架', off_sale: '下架', ignore: '忽略', unresolve: '重新打开', make_current: '设为当前版本',
  import: '导入', mute: '禁言', lift: '解除处罚', reset_password: '重置密码', disable: '停用', enable: '启用', unlock: '解除锁定',
  revoke_session: '注销会话', revoke_all: '注销全部会话', create_key: '创建密钥', revoke_key: '吊销密钥',
  claim: '认领', take_over: '接手', share: '共享给角色',
  batch: '加入打款批次', export_bank: '导出银行打款文件', statement: '查看月度对账单', statement_export: '导出月度对账单',
  dismiss: '驳回举报', escalate: '上报', settings: '修改设置', uphold: '认定成立（举报）或维持原处理（申诉）', escalated: '处理上报的举报', overturn: '撤销原处理',
  stats: '查看各人统计', preview: '以角色或员工视角预览（只读）',
  manage: '管理（新建、修改、删除、重新推送）',
};

const enActions: Record<keyof typeof zhActions, string> = {
  read: 'Read', read_money: 'See money figures', create: 'Create', update: 'Edit', delete: 'Delete', export: 'Export', reveal: 'Reveal personal data',
  approve: 'Approve', reject: 'Reject', hide: 'Hide', restore: 'Restore', submit: 'Submit for review', suspend: 'Suspend',
  unsuspend: 'Unsuspend', adjust: 'Adjust balance', pay: 'Mark paid', fail: 'Mark failed', refund: 'Refund',
  process: 'Process', resolve: 'Resolve', close: 'Close', reopen: 'Reopen', assign: 'Assign', reply: 'Reply', ban: 'Ban',
  unban: 'Unban', feature: 'Feature', unfeature: 'Unfeature', reorder: 'Reorder featured', on_sale: 'Put on sale',
  off_sale: 'Take off sale', ignore: 'Ignore', unresolve: 'Reopen', make_current: 'Make current', import: 'Import',
  mute: 'Mute', lift: 'Lift penalty', reset_password: 'Reset password', disable: 'Disable', enable: 'Enable',
  unlock: 'Unlock sign-in', revoke_session: 'Sign a session out', revoke_all: 'Sign out everywhere',
  create_key: 'Create a key', revoke_key: 'Revoke a key', claim: 'Claim', take_over: 'Take over', share: 'Share with a role',
  batch: 'Add to a payout batch', export_bank: 'Export the bank file', statement: 'Read monthly statements',
  statement_export: 'Export monthly statements', dismiss: 'Dismiss', escalate: 'Escalate', settings: 'Change settings',
  uphold: 'Uphold (a report or a decision)', escalated: 'Decide escalated cases', overturn: 'Overturn a decision',
  stats: "See each member's figures", preview: 'Preview as a role or member (read-only)',
  manage: 'Manage (create, change, delete, resend)',
};

const zhResources = {
  dashboard: '工作台卡片', guide_categories: '攻略分类', articles: '攻略文章', authors: '作者', withdrawals: '提现',
  author_ledger: '作者流水', author_traffic: '作者流量', promotion_links: '推广链接', builds: '配装', feedback: '反馈',
  live_rooms: '直播间', power_packages: '电量套餐', exceptions: '异常', orders: '订单', game_versions: '游戏版本',
  game_items: '游戏物品', audit_log: '审计日志', users: '用户', admins: '员工账号', bots: '机器人', roles: '角色',
  review_queue: '待处理队列', list_views: '列表视图', api_docs: 'API 文档',
  order_refunds: '退款', withdrawal_batches: '打款批次', reconciliation: '对账', reports: '举报', decisions: '处理决定', appeals: '申诉', strikes: '违规记录',
  transparency: '透明度报告', reviewers: '审核人员', webhooks: 'Webhook 推送',
};

const enResources: Record<keyof typeof zhResources, string> = {
  dashboard: 'Workplace cards', guide_categories: 'Guide categories', articles: 'Guide articles', authors: 'Authors',
  withdrawals: 'Withdrawals', author_ledger: 'Author ledger', author_traffic: 'Author traffic',
  promotion_links: 'Promotion links', builds: 'Builds', feedback: 'Feedback', live_rooms: 'Live rooms',
  power_packages: 'Power packages', exceptions: 'Exceptions', orders: 'Orders', game_versions: 'Game versions',
  game_items: 'Game items', audit_log: 'Audit log', users: 'Players', admins: 'Staff accounts', bots: 'Bots', roles: 'Roles',
  review_queue: 'Queue', list_views: 'Saved list views', api_docs: 'API document',
  order_refunds: 'Refunds', withdrawal_batches: 'Payout batches', reconciliation: 'Reconciliation', reports: 'Players\' reports', decisions: 'Decisions', appeals: 'Appeals', strikes: 'Strikes',
  transparency: 'Transparency report', reviewers: 'Reviewers', webhooks: 'Webhooks',
};

const zhCards = {
  articles: '文章统计', popular_articles: '热门文章', users: '用户统计', top_inviters: '邀请排行', active_users: '活跃用户',
  authors: '作者统计', top_authors: '作者排行', orders: '订单统计', builds: '配装统计', popular_builds: '热门配装',
  feedback: '反馈统计', live_rooms: '直播统计', exceptions: '异常统计',
};

const enCards: Record<keyof typeof zhCards, string> = {
  articles: 'Article counts', popular_articles: 'Popular articles', users: 'Player counts', top_inviters: 'Top inviters',
  active_users: 'Active players', authors: 'Author counts', top_authors: 'Top authors', orders: 'Order counts',
  builds: 'Build counts', popular_builds: 'Popular builds', feedback: 'Feedback counts', live_rooms: 'Live room counts',
  exceptions: 'Exception counts',
};

export const messages: { 'zh-CN': ResourceMessages; 'en-US': ResourceMessages } = {
  'zh-CN': {
    name: '角色 |||| 角色',
    ...contractMessages(ROLES, 'zh-CN'),
    columns: { name: '名称', description: '说明', keys: '权限数' },
    // "see what a role sees" (docs/preview.md): the buttons, the layout's banner and the avatar menu's line
    preview: {
      action_role: '以此角色预览', action_member: '以此员工视角预览',
      banner_role: '正在以角色“%{name}”的视角预览（只读）：菜单、列表、按钮和脱敏都与该角色一致，任何修改都会被拒绝。',
      banner_member: '正在以员工 %{name} 的视角预览（只读）：菜单、列表、按钮和脱敏都与该员工一致，任何修改都会被拒绝。',
      end: '结束预览', avatar_role: '预览中：角色“%{name}”', avatar_member: '预览中：员工 %{name}',
    },
    matrix: {
      search: '搜索权限', reads: '选中本模块的读取权限', count: '%{held} / %{total}', none: '没有匹配的权限',
      money: '资金', sensitive: '敏感', legend: '标记“资金”“敏感”的权限只在角色明确选中时才持有，模块权限不会带上它们。',
      not_held: '你没有这个权限，不能授予他人',
      locked: '灰色（带锁）的权限你本人没有，不能授予他人；已经选中的保持不变。',
    },
    confirm: {
      title: '确认权限变更', none: '权限没有变化。', added: '新增', removed: '移除', save: '保存',
      hint: '保存前需要再次验证身份；变更会写入审计日志。',
    },
    in_use: '%{smart_count} 名员工正在使用该角色，不能删除',
    beyond: {
      mark: '包含你没有的权限：只能查看',
      note: '该角色包含你没有的权限，你只能查看：只有持有其全部权限的人才能编辑或删除它。',
    },
    key_actions: zhActions,
    resources: zhResources,
    cards: zhCards,
  },
  'en-US': {
    name: 'Role |||| Roles',
    ...contractMessages(ROLES, 'en-US'),
    columns: { name: 'Name', description: 'Description', keys: 'Keys' },
    preview: {
      action_role: 'Preview as this role', action_member: 'Preview as this member',
      banner_role: 'Previewing as the role "%{name}" (read-only): menus, lists, buttons and masking are that role\'s; every change is refused.',
      banner_member: 'Previewing as the member %{name} (read-only): menus, lists, buttons and masking are theirs; every change is refused.',
      end: 'End preview', avatar_role: 'Previewing: role "%{name}"', avatar_member: 'Previewing: member %{name}',
    },
    matrix: {
      search: 'Search keys', reads: "Select the module's reads", count: '%{held} / %{total}', none: 'No key matches',
      money: 'Money', sensitive: 'Sensitive', legend: 'Keys marked money or sensitive are held only when a role names them; no module key implies them.',
      not_held: 'You do not hold this key, so you cannot grant it',
      locked: 'Greyed keys (with a lock) are keys you do not hold: you cannot grant them, and one already given stays as it is.',
    },
    confirm: {
      title: 'Confirm the change of keys', none: 'The keys do not change.', added: 'Added', removed: 'Removed', save: 'Save',
      hint: 'Saving asks you to confirm your identity again; the change is written to the audit log.',
    },
    in_use: 'Held by %{smart_count} staff member; it cannot be deleted |||| Held by %{smart_count} staff members; it cannot be deleted',
    beyond: {
      mark: 'Holds keys you do not hold: view only',
      note: 'This role holds keys you do not hold, so you can only view it: only staff holding all of its keys may edit or delete it.',
    },
    key_actions: enActions,
    resources: enResources,
    cards: enCards,
  },
};
