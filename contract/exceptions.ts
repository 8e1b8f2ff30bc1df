// Client exception reports grouped by fingerprint: the group's workflow
// (unresolved → resolved / ignored, back to unresolved; a new event on a
// resolved group reopens it marked regressed), the ingest limits, and every
// label a person reads about them. Record types: ./records/exceptions.ts.
import { BOOKKEEPING, defineContract, f } from './fields';

export type { ExceptionGroupRecord, ExceptionGroupListItem, ExceptionEvent, ExceptionBreakdownRow } from './records/exceptions';

export const EXCEPTION_STATES = ['unresolved', 'resolved', 'ignored'] as const;
export type ExceptionState = (typeof EXCEPTION_STATES)[number];

/** Events in one POST /v3/exception/report. */
export const EXCEPTION_BATCH_MAX = 100;
/** Events kept per group (the newest); older ones are trimmed, the counters keep counting. */
export const EXCEPTION_EVENTS_KEPT = 100;
/** Days of the sparkline (per-day counts, today included). */
export const EXCEPTION_SPARK_DAYS = 14;

/** Each field once (contract/fields.ts); the lists' shapes: ./records/exceptions.ts. The ingest writes them, staff only triage. */
export const EXCEPTIONS = defineContract({
  resource: 'exceptions',
  fields: {
    id: f.id(),
    fingerprint: f.text(['指纹', 'Fingerprint'], { note: 'SHA-1 of type, normalised message and top frames' }),
    type: f.text(['异常类型', 'Type'], { filter: true, search: true }),
    title: f.text(['标题', 'Title'], { search: true, note: 'type and the normalised message' }),
    status: f.state(['状态', 'Status'], EXCEPTION_STATES, { filter: true, sort: true }),
    regressed: f.boolean(['已回归', 'Regressed'], { filter: true, history: true, note: 'a new event arrived after the group was resolved' }),
    eventCount: f.integer(['次数', 'Events'], { sort: true }),
    userCount: f.integer(['影响用户', 'Users affected'], { sort: true, note: 'distinct users named by the reports' }),
    appVersions: f.json(['应用版本', 'App versions'], { note: 'every app version reported, sorted' }),
    daily: f.json(['近 14 天', 'Last 14 days'], { column: false, note: 'events per day (UTC), the last 14 days, oldest first' }),
    firstSeen: f.dateTime(['首次出现', 'First seen'], { sort: true }),
    lastSeen: f.dateTime(['最近出现', 'Last seen'], { sort: true }),
    resolvedAt: f.dateTime(['解决时间', 'Resolved'], { nullable: true }),
    ...BOOKKEEPING,
    version: { ...BOOKKEEPING.version, label: ['版本号', 'Version'] },
    message: f.longText(['示例消息', 'Sample message'], { recordOnly: true, history: false, note: 'the message of the first event' }),
    topFrames: f.json(['关键堆栈帧', 'Top frames'], { recordOnly: true, note: 'the normalised frames the fingerprint uses' }),
    versions: f.json(['版本分布', 'By app version'], { column: false, recordOnly: true }),
    os: f.json(['系统分布', 'By OS'], { column: false, recordOnly: true }),
    events: f.json(['最近事件', 'Recent events'], { column: false, recordOnly: true, note: 'newest first' }),
  },
  states: EXCEPTION_STATES,
  transitions: {
    resolve: { from: ['unresolved'], to: 'resolved' },
    ignore: { from: ['unresolved'], to: 'ignored' },
    unresolve: { from: ['resolved', 'ignored'], to: 'unresolved' },
  },
  labels: {
    'zh-CN': {
      name: '异常',
      filters: { q: '关键词（标题、类型）', appVersion: '应用版本', createdFrom: '记录日期起', createdTo: '记录日期止' },
      states: { unresolved: '未解决', resolved: '已解决', ignored: '已忽略' },
      actions: { resolve: '标记已解决', ignore: '忽略', unresolve: '重新打开' },
      history: { resolve: '%{actor} 将%{name}标记为已解决' },
    },
    'en-US': {
      name: 'exception',
      filters: { q: 'Keyword (title, type)', appVersion: 'App version', createdFrom: 'Recorded from', createdTo: 'Recorded until' },
      states: { unresolved: 'Unresolved', resolved: 'Resolved', ignored: 'Ignored' },
      actions: { resolve: 'resolved', ignore: 'ignored', unresolve: 'reopened' },
      buttons: { resolve: 'Resolve', ignore: 'Ignore', unresolve: 'Reopen' },
    },
  },
});
