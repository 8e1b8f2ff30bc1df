// Decisions that answer (docs/decisions.md): which commands restrict a player's
// content or account, the reason codes and rules a statement of reasons names,
// the statement's text in both languages, and the decision record's fields.
// Both halves read it: the API writes the statement into the notice, the panel
// shows the same text before a reviewer confirms. Record types: ./records/decisions.ts.
import { ARTICLES } from './articles';
import { AUTHORS } from './authors';
import { BUILDS } from './builds';
import { BOOKKEEPING, defineContract, f } from './fields';
import { LIVE_ROOMS } from './live_rooms';
import { REPORT_REASON_LABELS, type ReportReason } from './reports';
import type { ContractLang } from './types';
import { USERS } from './users';

export const DECISION_TARGETS = ['articles', 'builds', 'live_rooms', 'users', 'authors'] as const;
export type DecisionTarget = (typeof DECISION_TARGETS)[number];

/** The commands that are decisions, per resource (the command's name is the decision's action). */
export const DECIDING = {
  articles: ['reject', 'hide'], builds: ['reject', 'hide'], live_rooms: ['reject', 'ban'], users: ['mute', 'ban'], authors: ['reject', 'suspend'],
} as const satisfies Record<DecisionTarget, readonly string[]>;

export const DECISION_ACTIONS = ['reject', 'hide', 'ban', 'mute', 'suspend'] as const;
export type DecisionAction = (typeof DECISION_ACTIONS)[number];
export const DECISION_STATES = ['standing', 'overturned', 'reversed'] as const;
export const APPEAL_STATES = ['open', 'upheld', 'overturned'] as const;
export type AppealState = (typeof APPEAL_STATES)[number];

/** Days after a decision its user may appeal it. */
export const APPEAL_WINDOW_DAYS = 14;
/** Days a strike counts. */
export const STRIKE_DAYS = 90;
export const APPEAL_TEXT_MAX = 2000;

/** The community rules a reason breaks: a statement of reasons names one. */
const RULES = {
  spam: ['广告与引流', 'Advertising and spam'],
  quality: ['内容质量要求', 'Content quality'],
  originality: ['原创与重复', 'Originality and duplicates'],
  cheating: ['外挂与作弊', 'Cheats and unfair play'],
  conduct: ['文明交流', 'Respectful conduct'],
  safety: ['诈骗与账号安全', 'Fraud and account safety'],
  content: ['内容规范', 'Content rules'],
  accuracy: ['信息真实与时效', 'Accurate, current information'],
  other: ['其他', 'Other'],
} as const;
export type Rule = keyof typeof RULES;
export const RULE_CODES = Object.keys(RULES) as Rule[];

/** Each preset reason's rule, in the order of the resource's `reasons[action]` (contract labels). */
const PRESET_RULES: Record<string, readonly Rule[]> = {
  'articles.reject': ['quality', 'spam', 'quality', 'originality', 'quality'],
  'articles.hide': ['spam', 'accuracy', 'originality', 'content', 'content'],
  'builds.reject': ['quality', 'quality', 'quality', 'spam', 'originality'],
  'builds.hide': ['accuracy', 'spam', 'content', 'content', 'other'],
  'live_rooms.reject': ['quality', 'content', 'quality', 'originality'],
  'live_rooms.ban': ['content', 'cheating', 'safety', 'originality', 'conduct'],
  'users.mute': ['spam', 'conduct', 'spam', 'accuracy', 'content'],
  'users.ban': ['safety', 'cheating', 'safety', 'conduct', 'content'],
  'authors.reject': ['quality', 'quality', 'quality', 'safety'],
  'authors.suspend': ['originality', 'content', 'content', 'safety'],
};
const REPORT_RULES: Record<ReportReason, Rule> = {
  spam: 'spam', cheating: 'cheating', harassment: 'conduct', sexual: 'content', illegal: 'content', copyright: 'originality',
  misinformation: 'accuracy', other: 'other',
};

const CONTRACTS = { articles: ARTICLES, builds: BUILDS, live_rooms: LIVE_ROOMS, users: USERS, authors: AUTHORS } as const;
const LANGS: readonly ContractLang[] = ['zh-CN', 'en-US'];

const presets = (target: string, action: string, lang: ContractLang): readonly string[] =>
  CONTRACTS[target as DecisionTarget]?.labels[lang].reasons?.[action] ?? [];

/**
 * The preset a reason's text is (in either language, spaces aside): `<target>.<action>.<n>`
 * (1-based, the preset's place), else `other`. The text itself stays the decision's facts.
 */
export function reasonCodeOf(target: string, action: string, text: string): string {
  const said = text.trim();
  // the command's own presets first, then the target's other decisions' (a ban given for a mute's reason)
  const actions = [action, ...((DECIDING[target as DecisionTarget] as readonly string[] | undefined) ?? []).filter((a) => a !== action)];
  for (const a of actions) {
    for (const lang of LANGS) {
      const at = presets(target, a, lang).findIndex((p) => p === said);
      if (at >= 0) return `${target}.${a}.${at + 1}`;
    }
  }
  return 'other';
}

/** The automated take-down's code: the reason most of the case's reports give. */
export const reportReasonCode = (reason: ReportReason): string => `reports.${reason}`;

/** The rule a reason code names. */
export function ruleOf(code: string): Rule {
  const [target, action, n] = code.split('.');
  if (target === 'reports') return REPORT_RULES[action as ReportReason] ?? 'other';
  return PRESET_RULES[`${target}.${action}`]?.[Number(n) - 1] ?? 'other';
}

/** A reason code in words. */
export function reasonLabel(code: string, lang: ContractLang): string {
  const [target, action, n] = code.split('.');
  if (target === 'reports') return REPORT_REASON_LABELS[action as ReportReason]?.[lang === 'zh-CN' ? 0 : 1] ?? code;
  return presets(target, action, lang)[Number(n) - 1] ?? (lang === 'zh-CN' ? '其他' : 'Other');
}

export const ruleLabel = (rule: Rule, lang: ContractLang): string => RULES[rule][lang === 'zh-CN' ? 0 : 1];

const TARGET_WORDS: Record<DecisionTarget, readonly [string, string]> = {
  articles: ['攻略', 'guide'], builds: ['配装', 'build'], live_rooms: ['直播间', 'live room'], users: ['账号', 'account'], authors: ['作者申请', 'author profile'],
};
const ACTION_WORDS: Record<string, readonly [string, string]> = {
  'articles.reject': ['未通过审核', 'was not approved'], 'builds.reject': ['未通过审核', 'was not approved'],
  'articles.hide': ['已被隐藏', 'was hidden'], 'builds.hide': ['已被隐藏', 'was hidden'],
  'live_rooms.reject': ['的申请未通过', 'application was refused'], 'live_rooms.ban': ['已被封禁', 'was banned'],
  'users.mute': ['已被禁言', 'was muted'], 'users.ban': ['已被封禁', 'was banned'],
  'authors.reject': ['未通过', 'was refused'], 'authors.suspend': ['已被暂停', 'was suspended'],
};

/** What a statement of reasons is made of. */
export interface StatementInput {
  targetType: string;
  action: string;
  /** the target's title, nickname or pen name (null when gone) */
  title: string | null;
  reasonCode: string;
  facts: string;
  automated: boolean;
  /** ISO times */
  endsAt: string | null;
  appealableUntil: string;
}

/** A time as the platform's players read it: Beijing time, to the minute. */
const beijing = (iso: string): string => new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** The statement of reasons the affected user reads (Art. 17 DSA): what, why (reason and rule), the facts, how decided, until when, how to appeal. */
export function statementOf(d: StatementInput, lang: ContractLang): string {
  const zh = lang === 'zh-CN';
  const i = zh ? 0 : 1;
  const what = TARGET_WORDS[d.targetType as DecisionTarget]?.[i] ?? d.targetType;
  const did = ACTION_WORDS[`${d.targetType}.${d.action}`]?.[i] ?? d.action;
  const name = d.title ? (zh ? `「${d.title}」` : ` "${d.title}"`) : '';
  // a preset names itself; free text is its own reason (code `other`), so it is not said twice
  const preset = d.reasonCode !== 'other';
  const reason = `${preset ? reasonLabel(d.reasonCode, lang) : d.facts}（${ruleLabel(ruleOf(d.reasonCode), lang)}）`;
  const details = preset && d.facts && !LANGS.some((l) => reasonLabel(d.reasonCode, l) === d.facts) ? d.facts : '';
  const parts = zh
    ? [`您的${what}${name}${did}。`, `原因：${reason}。`, details ? `说明：${details}。` : '',
      d.automated ? '此决定由系统根据用户举报自动作出，等待人工复核。' : '此决定由审核人员作出。',
      d.endsAt ? `限制至 ${beijing(d.endsAt)}（北京时间）。` : '', `如有异议，可在 ${beijing(d.appealableUntil)}（北京时间）前申诉。`]
    : [`Your ${what}${name} ${did}.`, `Reason: ${reason.replace('（', ' (').replace('）', ')')}.`,
      details ? `Details: ${details}.` : '',
      d.automated ? 'This was decided automatically on players\' reports and awaits review by a person.' : 'A moderator made this decision.',
      d.endsAt ? `It lasts until ${beijing(d.endsAt)} (Beijing time).` : '', `You may appeal until ${beijing(d.appealableUntil)} (Beijing time).`];
  return parts.filter(Boolean).join(zh ? '' : ' ');
}

const TARGETS = Object.fromEntries(DECISION_TARGETS.map((t) => [t, CONTRACTS[t].labels['zh-CN'].name ? [CONTRACTS[t].labels['zh-CN'].name, CONTRACTS[t].labels['en-US'].name] : [t, t]])) as Record<DecisionTarget, [string, string]>;
const ACTIONS = { reject: ['驳回', 'Reject'], hide: ['隐藏', 'Hide'], ban: ['封禁', 'Ban'], mute: ['禁言', 'Mute'], suspend: ['暂停', 'Suspend'] } as const;

/** The decision record: written by the deciding command's transaction, read by staff and by the transparency report. */
export const DECISIONS = defineContract({
  resource: 'decisions',
  fields: {
    id: f.id(),
    targetType: f.enum(['对象类型', 'Target type'], TARGETS, { filter: true }),
    targetId: f.integer(['对象 ID', 'Target ID'], { filter: true }),
    targetTitle: f.text(['对象', 'Target'], { column: false, nullable: true }),
    userId: f.reference(['受影响用户 ID', 'Affected user ID'], { table: 'users', label: 'nickname' }, { filter: true, lookup: true, nullable: true }),
    userName: f.text(['受影响用户', 'Affected user'], { column: false, nullable: true }),
    action: f.enum(['处理', 'Action'], ACTIONS, { filter: true }),
    reasonCode: f.text(['原因代码', 'Reason code'], { filter: true, note: '<target>.<action>.<n>: the n-th preset reason of that command; reports.<reason> for an auto-hide; other' }),
    rule: f.text(['违反规则', 'Rule'], { column: false, note: 'the community rule the reason names' }),
    facts: f.text(['事实说明', 'Facts'], { note: 'what staff wrote' }),
    automated: f.boolean(['自动', 'Automated'], { filter: true }),
    decidedBy: f.reference(['处理人 ID', 'Decided by (ID)'], { table: 'admins', label: 'name' }, { filter: true, lookup: true, nullable: true }),
    decidedByName: f.text(['处理人', 'Decided by'], { column: false, nullable: true, note: 'null: automated' }),
    decidedAt: f.dateTime(['处理时间', 'Decided at'], { sort: true, filter: 'decided' }),
    appealableUntil: f.dateTime(['可申诉至', 'Appealable until']),
    endsAt: f.dateTime(['限制结束', 'Ends'], { nullable: true }),
    caseId: f.integer(['举报案件', 'Report case'], { nullable: true }),
    status: f.state(['状态', 'Status'], DECISION_STATES, { filter: true }),
    statement: f.text(['处理说明', 'Statement of reasons'], { column: false, note: 'in the reader\'s language, as the affected user\'s notice has it' }),
    ...BOOKKEEPING,
  },
  states: DECISION_STATES,
  labels: {
    'zh-CN': { name: '处理决定', states: { standing: '有效', overturned: '申诉后撤销', reversed: '复核后撤销' } },
    'en-US': { name: 'decision', states: { standing: 'Standing', overturned: 'Overturned on appeal', reversed: 'Reversed on review' } },
  },
});

/** An appeal: the affected user contests a decision once, within its window; staff other than the decider uphold or overturn it. */
export const APPEALS = defineContract({
  resource: 'appeals',
  fields: {
    id: f.id(),
    decisionId: f.integer(['处理决定', 'Decision'], { filter: true }),
    userId: f.reference(['申诉用户 ID', 'Appellant ID'], { table: 'users', label: 'nickname' }, { filter: true, lookup: true }),
    userName: f.text(['申诉用户', 'Appellant'], { column: false, nullable: true }),
    targetType: f.enum(['对象类型', 'Target type'], TARGETS, { column: false, filter: true }),
    targetId: f.integer(['对象 ID', 'Target ID'], { column: false }),
    targetTitle: f.text(['对象', 'Target'], { column: false, nullable: true }),
    action: f.enum(['原处理', 'Action appealed'], ACTIONS, { column: false, filter: true }),
    reasonCode: f.text(['原因代码', 'Reason code'], { column: false, filter: true }),
    decidedByFirst: f.integer(['原处理人', 'First decided by'], { column: false, nullable: true, note: 'who made the decision (they cannot decide its appeal)' }),
    text: f.text(['申诉内容', 'Appeal'], { search: true }),
    status: f.state(['状态', 'Status'], APPEAL_STATES, { filter: true, sort: true }),
    note: f.text(['处理备注', 'Note'], { history: true }),
    decidedBy: f.reference(['处理人 ID', 'Decided by (ID)'], { table: 'admins', label: 'name' }, { filter: true, lookup: true, nullable: true }),
    decidedByName: f.text(['处理人', 'Decided by'], { column: false, nullable: true }),
    decidedAt: f.dateTime(['处理时间', 'Decided at'], { nullable: true, sort: true, filter: 'decided' }),
    ...BOOKKEEPING,
    createdAt: { ...BOOKKEEPING.createdAt, filter: 'created' },
    decision: f.json(['原处理决定', 'The decision'], { column: false, recordOnly: true, note: 'the decision appealed, with its statement and the content as it was' }),
  },
  states: APPEAL_STATES,
  commands: { uphold: { reason: true }, overturn: { reason: true } },
  labels: {
    'zh-CN': {
      name: '申诉',
      states: { open: '待处理', upheld: '维持原处理', overturned: '已撤销原处理' },
      actions: { uphold: '维持原处理', overturn: '撤销原处理' },
      history: { uphold: '%{actor} 维持了%{name}的原处理', overturn: '%{actor} 撤销了%{name}的原处理' },
    },
    'en-US': {
      name: 'appeal',
      states: { open: 'Open', upheld: 'Decision upheld', overturned: 'Decision overturned' },
      actions: { uphold: 'upheld the decision of', overturn: 'overturned the decision of' },
      buttons: { uphold: 'Uphold', overturn: 'Overturn' },
    },
  },
});

/** A strike: one per decision against a user, active for STRIKE_DAYS unless its decision is overturned or reversed. */
export const STRIKES = defineContract({
  resource: 'strikes',
  fields: {
    id: f.id(),
    userId: f.reference(['用户', 'User'], { table: 'users', label: 'nickname' }, { filter: true }),
    decisionId: f.integer(['处理决定', 'Decision']),
    action: f.enum(['处理', 'Action'], ACTIONS, { column: false }),
    reasonCode: f.text(['原因代码', 'Reason code'], { column: false }),
    targetType: f.enum(['对象类型', 'Target type'], TARGETS, { column: false }),
    targetId: f.integer(['对象 ID', 'Target ID'], { column: false }),
    active: f.boolean(['生效中', 'Active'], { column: false, filter: true, note: 'not removed and not expired' }),
    createdAt: f.dateTime(['记录时间', 'Given'], { sort: true }),
    expiresAt: f.dateTime(['到期时间', 'Expires'], { sort: true }),
    removedAt: f.dateTime(['撤销时间', 'Removed'], { nullable: true }),
    removedWhy: f.text(['撤销原因', 'Removed because'], { note: 'overturned (on appeal) or reversed (its report case dismissed)' }),
  },
  labels: {
    'zh-CN': { name: '违规记录' },
    'en-US': { name: 'strike' },
  },
});
