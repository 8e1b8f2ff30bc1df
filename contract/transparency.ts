// The transparency report's words (docs/transparency.md), in both languages, for
// both halves: the panel's page (src/resources/transparency) and the API's CSV
// (server/modules/transparency/csv.ts) name each block and figure alike, and name
// every reason code, action, rule and state by the contract's own labels.
import { DECISIONS, reasonLabel, ruleLabel, type Rule } from './decisions';
import { valueLabels } from './fields';
import { REPORT_REASON_LABELS, type ReportReason } from './reports';
import type { ContractLang } from './types';

type Words = readonly [string, string];

export const TRANSPARENCY_SECTIONS = ['period', 'reports', 'decisions', 'timeToDecision', 'appeals', 'series'] as const;
export type TransparencySection = (typeof TRANSPARENCY_SECTIONS)[number];

const SECTIONS: Record<TransparencySection, Words> = {
  period: ['统计期间', 'Period'],
  reports: ['举报', 'Reports'],
  decisions: ['处理决定', 'Decisions'],
  timeToDecision: ['处理时长', 'Time to decision'],
  appeals: ['申诉', 'Appeals'],
  series: ['每日', 'Per day'],
};

/** Each figure's words; `byX` ones prefix the value they count ("按原因：垃圾广告"). */
const FIGURES = {
  from: ['开始日期', 'From'], to: ['结束日期', 'To'],
  received: ['收到', 'Received'], merged: ['合并的重复举报', 'Repeats merged'],
  byReason: ['按原因', 'By reason'], byTargetType: ['按对象类型', 'By target type'],
  total: ['合计', 'Total'], byAction: ['按处理方式', 'By action'], byRule: ['按违反规则', 'By rule'],
  automated: ['自动', 'Automated'], human: ['人工', 'By staff'], byStatus: ['按当前状态', 'By present status'],
  medianMinutes: ['中位数（分钟）', 'Median (minutes)'], p90Minutes: ['P90（分钟）', '90th percentile (minutes)'],
  measured: ['计入的决定', 'Decisions measured'],
  decided: ['已裁决', 'Decided'], upheld: ['维持', 'Upheld'], overturned: ['撤销', 'Overturned'],
  overturnRate: ['撤销率', 'Overturn rate'],
  reports: ['举报', 'Reports'], decisions: ['处理决定', 'Decisions'], appeals: ['申诉', 'Appeals'],
} as const satisfies Record<string, Words>;
export type TransparencyFigure = keyof typeof FIGURES;

const i = (lang: ContractLang) => (lang === 'zh-CN' ? 0 : 1);

export const sectionLabel = (s: TransparencySection, lang: ContractLang): string => SECTIONS[s][i(lang)];
export const figureLabel = (f: TransparencyFigure, lang: ContractLang): string => FIGURES[f][i(lang)];

/** A dimension's value in words: a report reason, a target type, an action, a decision state, a reason code or a rule. */
export function valueLabel(dimension: 'reportReason' | 'targetType' | 'action' | 'status' | 'reasonCode' | 'rule', value: string, lang: ContractLang): string {
  switch (dimension) {
    case 'reportReason': return REPORT_REASON_LABELS[value as ReportReason]?.[i(lang)] ?? value;
    case 'targetType': return valueLabels(DECISIONS.fields, lang).targetType?.[value] ?? value;
    case 'action': return valueLabels(DECISIONS.fields, lang).action?.[value] ?? value;
    case 'status': return (DECISIONS.labels[lang].states as Record<string, string>)[value] ?? value;
    case 'reasonCode': return reasonLabel(value, lang);
    case 'rule': return ruleLabel(value as Rule, lang);
  }
}
