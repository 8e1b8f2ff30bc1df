// An appeal's decisions on the desk and its page: uphold (`a`, the decision
// stands) or overturn (`r`, restore what it took); each takes a note. The
// decision's maker sees none: the server refuses them (-2), so the panel does not offer them.
import type { RaRecord } from 'react-admin';
import type { ContractLang } from '../../../contract/types';
import type { QueueDecision } from '../types';
import { messages } from './messages';

const WORDS = { 'zh-CN': { uphold: '维持原处理', overturn: '撤销原处理' }, 'en-US': { uphold: 'Uphold the decision', overturn: 'Overturn it' } } as const;

export function appealDecisions(record: RaRecord, lang: ContractLang, me?: number | null): QueueDecision[] {
  if (record.status !== 'open' || (me !== undefined && me !== null && record.decidedByFirst === me)) return [];
  const m = messages[lang];
  return [
    { action: 'uphold', reason: true, reasonField: 'note', key: 'a', label: WORDS[lang].uphold, reasons: m.upholdReasons as string[] },
    { action: 'overturn', reason: true, reasonField: 'note', key: 'r', label: WORDS[lang].overturn, reasons: m.overturnReasons as string[] },
  ];
}
