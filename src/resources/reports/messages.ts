// Field, state, filter and action labels come from the contract (contract/reports.ts); here the screens' own words.
import { REPORT_REASON_LABELS, REPORTS } from '../../../contract/reports';
import { contractMessages } from '../shared/contractMessages';
import type { ResourceMessages } from '../types';

/** The reasons' labels (the `reason` filter reads them as an enum's values). */
const reasonLabels = (at: 0 | 1) => Object.fromEntries(Object.entries(REPORT_REASON_LABELS).map(([k, v]) => [k, v[at]]));

export const messages: { 'zh-CN': ResourceMessages; 'en-US': ResourceMessages } = {
  'zh-CN': {
    name: '举报 |||| 举报',
    ...contractMessages(REPORTS, 'zh-CN'),
    values: { ...contractMessages(REPORTS, 'zh-CN').values, reason: reasonLabels(0) },
    // the API's `score` filter means "at least" (the field's own label heads the column)
    scoreAtLeast: '最低分数',
    figures: '分数 %{score} · %{reporters} 位举报人 · %{reports} 次举报',
    autoHidden: '已自动隐藏',
    target: '被举报的内容',
    reportsTitle: '举报明细（%{n}）',
    noText: '（未填写说明）',
    reporter: '举报人 #%{id}',
    accuracy: '准确率 %{pct}%',
    newReporter: '新举报人',
    merged: '24 小时内另举报 %{n} 次（已合并）',
    decisions: '处理',
    decided: '%{action}：%{title}',
  },
  'en-US': {
    name: 'Report |||| Reports',
    ...contractMessages(REPORTS, 'en-US'),
    values: { ...contractMessages(REPORTS, 'en-US').values, reason: reasonLabels(1) },
    scoreAtLeast: 'Score at least',
    figures: 'Score %{score} · %{reporters} reporters · %{reports} reports',
    autoHidden: 'Hidden automatically',
    target: 'What was reported',
    reportsTitle: 'Reports (%{n})',
    noText: '(no text)',
    reporter: 'Reporter #%{id}',
    accuracy: 'right %{pct}% of the time',
    newReporter: 'new reporter',
    merged: 'reported %{n} more times within 24 h (merged)',
    decisions: 'Decide',
    decided: '%{action}: %{title}',
  },
};
