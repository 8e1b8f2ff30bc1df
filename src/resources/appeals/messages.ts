// Field, state and action labels come from the contract (contract/decisions.ts APPEALS); here the screens' own words.
import { APPEALS } from '../../../contract/decisions';
import { contractMessages } from '../shared/contractMessages';
import type { ResourceMessages } from '../types';

export const messages: { 'zh-CN': ResourceMessages; 'en-US': ResourceMessages } = {
  'zh-CN': {
    name: '申诉 |||| 申诉',
    ...contractMessages(APPEALS, 'zh-CN'),
    appealText: '用户的申诉',
    decision: '原处理决定 #%{id}',
    statement: '用户收到的处理说明',
    content: '处理时的内容',
    ownDecision: '原处理决定由您作出：申诉须由其他审核人员处理。',
    decided: '%{action}：%{title}',
    upholdReasons: ['复核后维持原处理', '证据充分，处理适当', '申诉理由不成立'],
    overturnReasons: ['复核后认定原处理有误', '申诉提供了新的证据', '处罚过重'],
  },
  'en-US': {
    name: 'Appeal |||| Appeals',
    ...contractMessages(APPEALS, 'en-US'),
    appealText: 'The player\'s appeal',
    decision: 'Decision #%{id}',
    statement: 'The statement of reasons the player received',
    content: 'The content as decided',
    ownDecision: 'You made this decision: another moderator must decide its appeal.',
    decided: '%{action}: %{title}',
    upholdReasons: ['The decision stands on review', 'The evidence supports it', 'The appeal gives no new grounds'],
    overturnReasons: ['The decision was wrong', 'The appeal brings new evidence', 'Too harsh'],
  },
};
