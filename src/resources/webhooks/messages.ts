// The webhooks' words in both languages (the notice kinds and delivery states: contract/webhooks.ts).
import { DELIVERY_STATE_LABELS, NOTICE_KIND_LABELS } from '../../../contract/webhooks';
import type { ResourceMessages } from '../types';

export const messages: { 'zh-CN': ResourceMessages; 'en-US': ResourceMessages } = {
  'zh-CN': {
    name: 'Webhook |||| Webhook',
    unit: '个',
    fields: {
      id: 'ID', url: '推送地址', events: '推送的通知', active: '启用', createdByName: '创建人', lastStatus: '最近推送',
      lastDeliveryAt: '最近尝试', pending: '待推送', failed: '已放弃', createdAt: '创建时间', updatedAt: '更新时间', version: '版本',
    },
    filters: { q: '地址' },
    kinds: NOTICE_KIND_LABELS['zh-CN'],
    states: DELIVERY_STATE_LABELS['zh-CN'],
    helpers: {
      url: '平台接收通知的 http(s) 地址；不跟随重定向，超时 10 秒',
      events: '不选：推送全部类型',
    },
    all_kinds: '全部类型',
    secret: {
      title: '签名密钥', shown_once: '请立即复制并妥善保存：关闭后无法再次查看。平台用它校验请求头 x-mdr-signature。',
      copy: '复制', copied: '已复制', close: '我已保存',
    },
    deliveries: {
      title: '推送记录', none: '还没有推送', notice: '通知', kind: '类型', status: '状态', attempts: '尝试次数', next: '下次尝试',
      delivered: '送达时间', tries: '尝试', at: '时间', code: 'HTTP 状态', error: '错误', duration: '耗时 (ms)',
      resend: '重新推送', resent: '已重新排队', no_answer: '无响应',
    },
  },
  'en-US': {
    name: 'Webhook |||| Webhooks',
    unit: '',
    fields: {
      id: 'ID', url: 'URL', events: 'Notices sent', active: 'Active', createdByName: 'Created by', lastStatus: 'Last delivery',
      lastDeliveryAt: 'Last attempt', pending: 'Pending', failed: 'Failed', createdAt: 'Created', updatedAt: 'Updated', version: 'Version',
    },
    filters: { q: 'URL' },
    kinds: NOTICE_KIND_LABELS['en-US'],
    states: DELIVERY_STATE_LABELS['en-US'],
    helpers: {
      url: 'The platform\'s http(s) address for notices; redirects are not followed, 10 s timeout',
      events: 'None chosen: every kind',
    },
    all_kinds: 'Every kind',
    secret: {
      title: 'Signing secret', shown_once: 'Copy it now and keep it safe: it cannot be shown again after you close this. The platform checks the x-mdr-signature header with it.',
      copy: 'Copy', copied: 'Copied', close: 'I have saved it',
    },
    deliveries: {
      title: 'Deliveries', none: 'No deliveries yet', notice: 'Notice', kind: 'Kind', status: 'Status', attempts: 'Attempts', next: 'Next attempt',
      delivered: 'Delivered', tries: 'Attempts', at: 'Time', code: 'HTTP status', error: 'Error', duration: 'Took (ms)',
      resend: 'Resend', resent: 'Queued again', no_answer: 'No answer',
    },
  },
};
