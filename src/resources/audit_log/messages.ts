// Field, filter and value labels come from the contract (contract/audit_log.ts); here the screen's own words.
import { AUDIT_LOG } from '../../../contract/audit_log';
import { contractMessages } from '../shared/contractMessages';
import type { ResourceMessages } from '../types';

export const messages: { 'zh-CN': ResourceMessages; 'en-US': ResourceMessages } = {
  'zh-CN': {
    name: '操作审计 |||| 操作审计',
    ...contractMessages(AUDIT_LOG, 'zh-CN'),
    // the list's times are Beijing time, said once here rather than in every cell
    title: '操作审计',
    timeHeader: '时间（UTC+8）',
    // trail resources no role key names (resources.user/role.resources has every other)
    resourceNames: { sessions: '登录会话' },
    tabs: { trail: '操作记录', days: '每日链尾哈希' },
    diff: {
      title: '变更', field: '字段', before: '修改前', after: '修改后', none: '无字段变化',
      created: '新建的记录', deleted: '删除前的记录', showUnchanged: '显示未变字段（%{smart_count} 个）', hideUnchanged: '隐藏未变字段',
      denied: '被拒绝的操作', empty: '（空）', yes: '是', no: '否',
    },
    days: {
      intro: '每天（北京时间）最后一条审计记录的链尾哈希。请把它保存在系统之外：日后用 npm run audit:verify 校验时可与之比对。',
      from: '起始日', to: '截止日', day: '日期（UTC+8）', rows: '记录数', seqs: '序号范围', hash: '链尾哈希',
      copy: '复制', copied: '已复制', empty: '所选日期内没有审计记录', unavailable: '哈希链尚未启用，暂无每日链尾哈希',
    },
  },
  'en-US': {
    name: 'Audit entry |||| Audit log',
    ...contractMessages(AUDIT_LOG, 'en-US'),
    title: 'Audit log',
    timeHeader: 'Time (UTC+8)',
    resourceNames: { sessions: 'Sign-in sessions' },
    tabs: { trail: 'Entries', days: 'Daily closing hashes' },
    diff: {
      title: 'Changes', field: 'Field', before: 'Before', after: 'After', none: 'No field changed',
      created: 'The record as created', deleted: 'The record before deletion', showUnchanged: 'Show unchanged fields (%{smart_count})',
      hideUnchanged: 'Hide unchanged fields', denied: 'The refused action', empty: '(empty)', yes: 'Yes', no: 'No',
    },
    days: {
      intro: 'The hash of each Beijing day\'s last audit row. Keep it outside the system: npm run audit:verify can later be checked against it.',
      from: 'From', to: 'To', day: 'Day (UTC+8)', rows: 'Rows', seqs: 'Sequence', hash: 'Closing hash',
      copy: 'Copy', copied: 'Copied', empty: 'No audit rows on these days', unavailable: 'The hash chain is not on yet: no closing hashes',
    },
  },
};
