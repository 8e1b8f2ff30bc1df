// Field, state and filter labels come from the contract (contract/decisions.ts); here the screens' own words.
import { DECISIONS } from '../../../contract/decisions';
import { contractMessages } from '../shared/contractMessages';
import type { ResourceMessages } from '../types';

export const messages: { 'zh-CN': ResourceMessages; 'en-US': ResourceMessages } = {
  'zh-CN': {
    name: '处理决定 |||| 处理决定',
    ...contractMessages(DECISIONS, 'zh-CN'),
    statement: '处理说明（用户收到的原文）',
    byPerson: '人工',
    automated: '系统自动',
    appeal: '申诉',
    noAppeal: '尚无申诉',
    strikes: '违规记录',
    activeStrikes: '生效中的违规记录：%{n} 条',
    suggestion: '升级阶梯建议：%{step}',
    noSuggestion: '未达到升级阶梯',
    step: { mute: '禁言 %{days} 天', ban: '封禁 %{days} 天', banForever: '永久封禁' },
    applySuggestion: '采纳建议',
    suggestionReason: '多次违反社区规范（升级阶梯）',
    ladder: '升级阶梯',
    ladderHelp: '达到对应的生效违规次数时，审核台会建议下一步处罚；处罚需人工确认，不会自动执行。',
    ladderStrikes: '违规次数', ladderAction: '处罚', ladderDays: '天数（空为永久）', ladderAdd: '增加一级',
  },
  'en-US': {
    name: 'Decision |||| Decisions',
    ...contractMessages(DECISIONS, 'en-US'),
    statement: 'Statement of reasons (as the player received it)',
    byPerson: 'by a person',
    automated: 'automated',
    appeal: 'Appeal',
    noAppeal: 'Not appealed',
    strikes: 'Strikes',
    activeStrikes: 'Active strikes: %{n}',
    suggestion: 'The ladder suggests: %{step}',
    noSuggestion: 'Below the escalation ladder',
    step: { mute: 'mute %{days} days', ban: 'ban %{days} days', banForever: 'ban permanently' },
    applySuggestion: 'Apply',
    suggestionReason: 'Repeated rule breaking (escalation ladder)',
    ladder: 'Escalation ladder',
    ladderHelp: 'At each number of active strikes the desk suggests the next step; a reviewer confirms it, nothing happens by itself.',
    ladderStrikes: 'Strikes', ladderAction: 'Step', ladderDays: 'Days (empty: permanent)', ladderAdd: 'Add a step',
  },
};
