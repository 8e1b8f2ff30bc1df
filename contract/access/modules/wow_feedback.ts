// #/wow_feedback (docs/domain.md "Modules", order 5): user feedback tickets.
import { defineModule } from './define';

export default defineModule({
  name: 'wow_feedback', order: 5, key: 'mdr.wow.feedback', icon: 'feedback',
  labels: { 'zh-CN': '反馈管理', 'en-US': 'Feedback' },
  children: [
    { path: '/wow_feedback/feedback', name: 'feedback', labels: { 'zh-CN': '用户反馈', 'en-US': 'Feedback tickets' } },
  ],
  // keys:start (npm run keys:generate, from the API's routes: never by hand)
  actionKeys: [
    { key: 'feedback.read', module: 'mdr.wow.feedback', resource: 'feedback',
      actions: ['list', 'get', 'get_many', 'lookup', 'history'] },
    { key: 'feedback.export', module: 'mdr.wow.feedback', resource: 'feedback',
      actions: ['export'] },
    { key: 'feedback.reveal', module: 'mdr.wow.feedback', resource: 'feedback',
      actions: ['reveal'], mark: 'sensitive' },
    { key: 'feedback.process', module: 'mdr.wow.feedback', resource: 'feedback',
      actions: ['process', 'process_many', 'jobs/feedback/process'] },
    { key: 'feedback.resolve', module: 'mdr.wow.feedback', resource: 'feedback',
      actions: ['resolve', 'resolve_many', 'jobs/feedback/resolve'] },
    { key: 'feedback.close', module: 'mdr.wow.feedback', resource: 'feedback',
      actions: ['close', 'close_many', 'jobs/feedback/close'] },
    { key: 'feedback.reopen', module: 'mdr.wow.feedback', resource: 'feedback',
      actions: ['reopen', 'reopen_many', 'jobs/feedback/reopen'] },
    { key: 'feedback.assign', module: 'mdr.wow.feedback', resource: 'feedback',
      actions: ['assign'] },
    { key: 'feedback.reply', module: 'mdr.wow.feedback', resource: 'feedback',
      actions: ['reply'] },
  ],
  // keys:end
});
