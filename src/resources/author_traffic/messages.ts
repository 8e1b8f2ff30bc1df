// Field labels come from the contract (contract/author_traffic.ts); here only the panel's own words.
import { AUTHOR_TRAFFIC } from '../../../contract/author_traffic';
import { contractMessages } from '../shared/contractMessages';
import type { ResourceMessages } from '../types';

export const messages: { 'zh-CN': ResourceMessages; 'en-US': ResourceMessages } = {
  'zh-CN': {
    name: '作者流量 |||| 作者流量',
    unit: '条',
    ...contractMessages(AUTHOR_TRAFFIC, 'zh-CN'),
    totals: '合计（%{from} 至 %{to}）',
    chart_views: '浏览量 / 天',
    chart_income: '收入 / 天',
    top_hint: '未选作者时，图表显示范围内浏览量前 5 的作者',
    days_hint: '按北京时间（UTC+8）计日。订单与收入只含记在作者名下的订单，所以一天的合计可少于工作台同一天的订单与收入（那里含全部订单）。',
    bad_range: '请选择有效的日期范围（最多 366 天）',
  },
  'en-US': {
    name: 'Author traffic |||| Author traffic',
    unit: '',
    ...contractMessages(AUTHOR_TRAFFIC, 'en-US'),
    totals: 'Totals (%{from} to %{to})',
    chart_views: 'Views per day',
    chart_income: 'Income per day',
    top_hint: 'No author chosen: the charts show the top 5 authors by views in the range',
    days_hint: "Days are Beijing days (UTC+8). Orders and income count only orders credited to an author, so a day's totals may be lower than the workplace's orders and income that day (which count every order).",
    bad_range: 'Choose a valid range of days (at most 366)',
  },
};
