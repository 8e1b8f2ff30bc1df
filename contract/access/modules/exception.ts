// #/exception (docs/domain.md "Modules", order 7): client exception reports.
import { defineModule } from './define';

export default defineModule({
  name: 'exception', order: 7, key: 'menu.exc', icon: 'bug_report',
  labels: { 'zh-CN': '异常管理', 'en-US': 'Exceptions' },
  children: [
    { path: '/exception/exc', name: 'exc', labels: { 'zh-CN': '异常报告', 'en-US': 'Exception reports' } },
  ],
  // keys:start (npm run keys:generate, from the API's routes: never by hand)
  actionKeys: [
    { key: 'exceptions.read', module: 'menu.exc', resource: 'exceptions',
      actions: ['list', 'get', 'get_many', 'history'] },
    { key: 'exceptions.export', module: 'menu.exc', resource: 'exceptions',
      actions: ['export'] },
    { key: 'exceptions.resolve', module: 'menu.exc', resource: 'exceptions',
      actions: ['resolve', 'resolve_many', 'jobs/exceptions/resolve'] },
    { key: 'exceptions.ignore', module: 'menu.exc', resource: 'exceptions',
      actions: ['ignore', 'ignore_many', 'jobs/exceptions/ignore'] },
    { key: 'exceptions.unresolve', module: 'menu.exc', resource: 'exceptions',
      actions: ['unresolve', 'unresolve_many', 'jobs/exceptions/unresolve'] },
  ],
  // keys:end
});
