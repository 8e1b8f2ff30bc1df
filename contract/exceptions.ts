// Client exception reports grouped by fingerprint: the group's workflow
// (unresolved → resolved / ignored, back to unresolved; a new event on a
// resolved group reopens it marked regressed), the ingest limits, and every
// label a person reads about them. Record types: ./records/exceptions.ts.
import type { ResourceContract } from './types';

export type { ExceptionGroupRecord, ExceptionGroupListItem, ExceptionEvent, ExceptionBreakdownRow } from './records/exceptions';

export const EXCEPTION_STATES = ['unresolved', 'resolved', 'ignored'] as const;
export type ExceptionState = (typeof EXCEPTION_STATES)[number];

/** Events in one POST /v3/exception/report. */
export const EXCEPTION_BATCH_MAX = 100;
/** Events kept per group (the newest); older ones are trimmed, the counters keep counting. */
export const EXCEPTION_EVENTS_KEPT = 100;
/** Days of the sparkline (per-day counts, today included). */
export const EXCEPTION_SPARK_DAYS = 14;

export const EXCEPTIONS = {
  resource: 'exceptions',
  states: EXCEPTION_STATES,
  transitions: {
    resolve: { from: ['unresolved'], to: 'resolved' },
    ignore: { from: ['unresolved'], to: 'ignored' },
    unresolve: { from: ['resolved', 'ignored'], to: 'unresolved' },
  },
  labels: {
    'zh-CN': {
      name: '异常',
      fields: {
        id: 'ID', fingerprint: '指纹', type: '异常类型', title: '标题', message: '示例消息', topFrames: '关键堆栈帧',
        status: '状态', regressed: '已回归', eventCount: '次数', userCount: '影响用户', appVersions: '应用版本',
        daily: '近 14 天', firstSeen: '首次出现', lastSeen: '最近出现', resolvedAt: '解决时间',
        createdAt: '创建时间', updatedAt: '更新时间', version: '版本号', versions: '版本分布', os: '系统分布', events: '最近事件',
      },
      filters: { q: '关键词（标题、类型）', appVersion: '应用版本', createdFrom: '记录日期起', createdTo: '记录日期止' },
      states: { unresolved: '未解决', resolved: '已解决', ignored: '已忽略' },
      actions: { resolve: '标记已解决', ignore: '忽略', unresolve: '重新打开' },
      history: { resolve: '%{actor} 将%{name}标记为已解决' },
    },
    'en-US': {
      name: 'exception',
      fields: {
        id: 'ID', fingerprint: 'Fingerprint', type: 'Type', title: 'Title', message: 'Sample message', topFrames: 'Top frames',
        status: 'Status', regressed: 'Regressed', eventCount: 'Events', userCount: 'Users affected', appVersions: 'App versions',
        daily: 'Last 14 days', firstSeen: 'First seen', lastSeen: 'Last seen', resolvedAt: 'Resolved',
        createdAt: 'Created', updatedAt: 'Updated', version: 'Version', versions: 'By app version', os: 'By OS', events: 'Recent events',
      },
      filters: { q: 'Keyword (title, type)', appVersion: 'App version', createdFrom: 'Recorded from', createdTo: 'Recorded until' },
      states: { unresolved: 'Unresolved', resolved: 'Resolved', ignored: 'Ignored' },
      actions: { resolve: 'resolved', ignore: 'ignored', unresolve: 'reopened' },
      buttons: { resolve: 'Resolve', ignore: 'Ignore', unresolve: 'Reopen' },
    },
  },
} as const satisfies ResourceContract;
