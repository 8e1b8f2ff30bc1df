// Webhooks (docs/notices.md): the notice kinds a hook may take and the states
// of a delivery, with their words in both languages. No TypeBox here, so the
// panel may import the values; the answers' schemas: ./records/webhooks.ts.
import type { ContractLang } from './types';

/** The kinds of notice (the notices table's check). */
export const NOTICE_KINDS = ['decision', 'report_outcome', 'appeal_outcome', 'decision_reversed'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export const DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
export const WEBHOOK_URL_MAX = 2000;

export const NOTICE_KIND_LABELS: Record<ContractLang, Record<NoticeKind, string>> = {
  'zh-CN': { decision: '处理决定', report_outcome: '举报结果', appeal_outcome: '申诉结果', decision_reversed: '决定撤销' },
  'en-US': { decision: 'Decision', report_outcome: 'Report outcome', appeal_outcome: 'Appeal outcome', decision_reversed: 'Decision reversed' },
};
export const DELIVERY_STATE_LABELS: Record<ContractLang, Record<DeliveryState, string>> = {
  'zh-CN': { pending: '待推送', delivered: '已送达', failed: '已放弃' },
  'en-US': { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' },
};
