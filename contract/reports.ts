// Players' reports, gathered into one case per reported target (docs/reports.md):
// the targets and reasons the platform sends through POST /v3/reports/create,
// the case's states, the settings' defaults, and every label a person reads.
// Record types: ./records/reports.ts.
import { BOOKKEEPING, defineContract, f } from './fields';

export type { ReportCaseRecord, ReportCaseListItem, ReportEntry, ReportSettings } from './records/reports';

/** What a report may name: always the API resource of the target, the name the platform sends. */
export const REPORT_TARGET_TYPES = ['articles', 'builds', 'live_rooms', 'users', 'authors'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ['spam', 'cheating', 'harassment', 'sexual', 'illegal', 'copyright', 'misinformation', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_CASE_STATES = ['open', 'upheld', 'dismissed', 'escalated'] as const;
export type ReportCaseState = (typeof REPORT_CASE_STATES)[number];

/** Cases still undecided: a target has at most one, and new reports join it. */
export const REPORT_UNDECIDED = ['open', 'escalated'] as const;

/** Longest report text. */
export const REPORT_TEXT_MAX = 1000;
/** A second report by the same reporter on the same target within this many hours merges into the first. */
export const REPORT_MERGE_HOURS = 24;
/** Decided reports a reporter's accuracy looks back over. */
export const REPORT_ACCURACY_WINDOW = 100;
/** A reporter whose accuracy is under this share over at least REPORT_MUTED_AFTER decided reports weighs 0. */
export const REPORT_MUTED_BELOW = 0.1;
export const REPORT_MUTED_AFTER = 20;
/** Highest threshold or weight the settings take. */
export const REPORT_SETTING_MAX = 1000;

/** The settings' defaults (migration 0029 writes the same row). */
export const DEFAULT_REPORT_WEIGHTS: Record<ReportReason, number> = {
  spam: 1, cheating: 1.5, harassment: 1.5, sexual: 2, illegal: 3, copyright: 1, misinformation: 1, other: 0.5,
};

const TARGETS = {
  articles: ['攻略', 'Guide'], builds: ['配装', 'Build'], live_rooms: ['直播间', 'Live room'], users: ['用户', 'User'], authors: ['作者', 'Author'],
} as const;
const REASONS = {
  spam: ['垃圾广告', 'Spam'], cheating: ['外挂或账号交易', 'Cheating'], harassment: ['骚扰', 'Harassment'], sexual: ['色情', 'Sexual content'],
  illegal: ['违法内容', 'Illegal content'], copyright: ['侵权', 'Copyright'], misinformation: ['不实信息', 'Misinformation'], other: ['其他', 'Other'],
} as const;

/** Each field once (contract/fields.ts); the platform writes the reports, staff read and decide the cases. */
export const REPORTS = defineContract({
  resource: 'reports',
  fields: {
    id: f.id(),
    targetType: f.enum(['对象类型', 'Target type'], TARGETS, { filter: true }),
    targetId: f.integer(['对象 ID', 'Target ID']),
    targetTitle: f.text(['对象', 'Target'], { column: false, nullable: true, note: 'the title (a user\'s nickname, an author\'s pen name)' }),
    targetAuthor: f.text(['作者', 'Author'], { column: false, nullable: true, note: 'who published the target' }),
    status: f.state(['状态', 'Status'], REPORT_CASE_STATES, { filter: true, sort: true }),
    // numeric(12, 3) in the table; its filter is the resource's own (at least: server/modules/reports/cases.ts)
    score: f.decimal(['分数', 'Score'], { sort: true, note: 'Σ over distinct reporters of reason weight × reporter weight, 3 decimals' }),
    reporters: f.integer(['举报人数', 'Reporters'], { sort: true, note: 'distinct reporters' }),
    reportCount: f.integer(['举报次数', 'Reports'], { sort: true }),
    reasons: f.json(['原因分布', 'Reasons'], { column: false, note: 'reports per reason' }),
    autoHidden: f.boolean(['已自动隐藏', 'Auto-hidden'], { filter: true }),
    decisionNote: f.text(['处理备注', 'Decision note'], { history: true, note: 'what staff wrote when upholding, dismissing or escalating' }),
    decisionAction: f.text(['处理方式', 'Action'], { history: true, note: 'an upheld case\'s action: hide, reject, mute, ban, or kept_hidden (its auto-hide stands)' }),
    decidedBy: f.integer(['处理人', 'Decided by'], { nullable: true, note: 'the staff member who upheld or dismissed it' }),
    decidedAt: f.dateTime(['处理时间', 'Decided at'], { nullable: true }),
    firstReportAt: f.dateTime(['首次举报', 'First report'], { sort: true }),
    lastReportAt: f.dateTime(['最近举报', 'Last report'], { sort: true }),
    ...BOOKKEEPING,
    reports: f.json(['举报明细', 'Reports'], { column: false, recordOnly: true, note: 'each report with its reporter\'s accuracy, oldest first' }),
  },
  states: REPORT_CASE_STATES,
  // the decisions (server/modules/reports/decisions.ts, uphold.ts)
  commands: { uphold: { reason: true }, dismiss: {}, escalate: { reason: true } },
  labels: {
    'zh-CN': {
      name: '举报',
      filters: { reason: '举报原因' },
      states: { open: '待处理', upheld: '举报成立', dismissed: '已驳回', escalated: '已上报' },
      actions: { uphold: '举报成立', dismiss: '驳回', escalate: '上报' },
      history: { uphold: '%{actor} 认定%{name}成立', dismiss: '%{actor} 驳回了%{name}', escalate: '%{actor} 上报了%{name}' },
    },
    'en-US': {
      name: 'report',
      filters: { reason: 'Reason' },
      states: { open: 'Open', upheld: 'Upheld', dismissed: 'Dismissed', escalated: 'Escalated' },
      actions: { uphold: 'upheld', dismiss: 'dismissed', escalate: 'escalated' },
      buttons: { uphold: 'Uphold', dismiss: 'Dismiss', escalate: 'Escalate' },
    },
  },
});

export const REPORT_REASON_LABELS = REASONS;
