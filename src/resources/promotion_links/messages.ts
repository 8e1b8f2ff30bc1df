// Labels of fields come from the contract (contract/promotion_links.ts); here only the panel's own words.
import { PROMOTION_LINKS } from '../../../contract/promotion_links';
import { contractMessages } from '../shared/contractMessages';
import type { ResourceMessages } from '../types';

export const messages: { 'zh-CN': ResourceMessages; 'en-US': ResourceMessages } = {
  'zh-CN': {
    name: '推广链接 |||| 推广链接',
    unit: '条',
    ...contractMessages(PROMOTION_LINKS, 'zh-CN'),
    range: '统计范围',
    from: '开始日期',
    to: '结束日期',
    totals: '合计（%{from} 至 %{to}）',
    signup_rate: '注册转化率（注册/访客）',
    order_rate: '下单转化率（订单/访客）',
    address: '推广地址',
    copy: '复制地址',
    copied: '已复制',
    qr: '二维码',
    download_qr: '下载二维码 PNG',
    daily: '每日数据',
    daily_income: '每日收入',
    helpers: { code: '留空则自动生成；3–32 个字母、数字、_ 或 -', targetUrl: '须为 http:// 或 https:// 开头的完整网址' },
    invalid: { name: '名称不能只有空格', code: '3–32 个字母、数字、_ 或 -', targetUrl: '请输入 http:// 或 https:// 开头的网址' },
  },
  'en-US': {
    name: 'Promotion link |||| Promotion links',
    unit: '',
    ...contractMessages(PROMOTION_LINKS, 'en-US'),
    range: 'Range',
    from: 'From',
    to: 'To',
    totals: 'Totals (%{from} to %{to})',
    signup_rate: 'Sign-ups per visitor',
    order_rate: 'Orders per visitor',
    address: 'Public address',
    copy: 'Copy address',
    copied: 'Copied',
    qr: 'QR code',
    download_qr: 'Download QR code (PNG)',
    daily: 'Per day',
    daily_income: 'Income per day',
    helpers: { code: 'Left empty: generated; 3–32 letters, digits, _ or -', targetUrl: 'A full address starting with http:// or https://' },
    invalid: { name: 'A name needs more than spaces', code: '3–32 letters, digits, _ or -', targetUrl: 'Enter an address starting with http:// or https://' },
  },
};
