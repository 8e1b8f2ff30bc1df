// #/review/queue (docs/domain.md "Modules", order 1): the review queue, every item waiting on a staff
// decision the reader may take, from the modules' own `waiting` declarations (server/queue/).
import { defineModule } from './define';

export default defineModule({
  name: 'review', order: 1, key: 'mdr.review', icon: 'inbox',
  labels: { 'zh-CN': '审核台', 'en-US': 'Review desk' },
  children: [
    { path: '/review/queue', name: 'review_queue', labels: { 'zh-CN': '待处理队列', 'en-US': 'Queue' } },
    { path: '/review/reports', name: 'reports', labels: { 'zh-CN': '举报', 'en-US': 'Reports' } },
    { path: '/review/decisions', name: 'decisions', labels: { 'zh-CN': '处理决定', 'en-US': 'Decisions' } },
    { path: '/review/appeals', name: 'appeals', labels: { 'zh-CN': '申诉', 'en-US': 'Appeals' } },
    // its page needs transparency.read (the panel declares it only for holders: src/resources/transparency)
    { path: '/review/transparency', name: 'transparency', labels: { 'zh-CN': '透明度报告', 'en-US': 'Transparency' } },
  ],
  // keys:start (npm run keys:generate, from the API's routes: never by hand)
  actionKeys: [
    { key: 'reports.read', module: 'mdr.review', resource: 'reports',
      actions: ['list', 'get', 'get_many', 'history'] },
    { key: 'reports.uphold', module: 'mdr.review', resource: 'reports',
      actions: ['uphold'] },
    { key: 'reports.dismiss', module: 'mdr.review', resource: 'reports',
      actions: ['dismiss', 'dismiss_many', 'jobs/reports/dismiss'] },
    { key: 'reports.escalate', module: 'mdr.review', resource: 'reports',
      actions: ['escalate'] },
    { key: 'reports.escalated', module: 'mdr.review', resource: 'reports',
      actions: ['escalated'] },
    { key: 'reports.settings', module: 'mdr.review', resource: 'reports',
      actions: ['report_settings/get', 'report_settings/update'] },
    { key: 'decisions.read', module: 'mdr.review', resource: 'decisions',
      actions: ['list', 'get', 'get_many', 'lookup'] },
    { key: 'appeals.read', module: 'mdr.review', resource: 'appeals',
      actions: ['list', 'get', 'get_many', 'lookup', 'history'] },
    { key: 'appeals.uphold', module: 'mdr.review', resource: 'appeals',
      actions: ['uphold'] },
    { key: 'appeals.overturn', module: 'mdr.review', resource: 'appeals',
      actions: ['overturn'] },
    { key: 'strikes.settings', module: 'mdr.review', resource: 'strikes',
      actions: ['strike_settings/get', 'strike_settings/update'] },
    { key: 'transparency.read', module: 'mdr.review', resource: 'transparency',
      actions: ['report'] },
    { key: 'transparency.export', module: 'mdr.review', resource: 'transparency',
      actions: ['export'] },
    { key: 'reviewers.stats', module: 'mdr.review', resource: 'reviewers',
      actions: ['stats'] },
    { key: 'review_queue.read', module: 'mdr.review', resource: 'review_queue',
      actions: ['list', 'author', 'live_ticket', 'presence', 'item'] },
    { key: 'review_queue.claim', module: 'mdr.review', resource: 'review_queue',
      actions: ['claim', 'release', 'next'] },
    { key: 'review_queue.take_over', module: 'mdr.review', resource: 'review_queue',
      actions: ['take_over'] },
  ],
  // keys:end
});
