// #/dashboard/workplace (docs/domain.md "Modules", order 0): the workplace, open to every
// staff member; its cards' keys (`dashboard.<card>`) name the module they show.
import { defineModule } from './define';

export default defineModule({
  name: 'dashboard', order: 0, key: 'mdr.dashboard', icon: 'dashboard',
  labels: { 'zh-CN': '仪表盘', 'en-US': 'Dashboard' },
  children: [
    { path: '/dashboard/workplace', name: 'workplace', labels: { 'zh-CN': '工作台', 'en-US': 'Workplace' } },
  ],
  // keys:start (npm run keys:generate, from the API's routes: never by hand)
  actionKeys: [
    { key: 'api_docs.read', module: 'mdr.dashboard', resource: 'api_docs',
      actions: ['open'] },
    { key: 'dashboard.articles', module: 'mdr.dashboard', about: 'mdr.wow.guide', resource: 'dashboard',
      actions: ['articles'] },
    { key: 'dashboard.popular_articles', module: 'mdr.dashboard', about: 'mdr.wow.guide', resource: 'dashboard',
      actions: ['popular_articles'] },
    { key: 'dashboard.users', module: 'mdr.dashboard', about: 'menu.use.user', resource: 'dashboard',
      actions: ['users'] },
    { key: 'dashboard.top_inviters', module: 'mdr.dashboard', about: 'menu.use.user', resource: 'dashboard',
      actions: ['top_inviters'] },
    { key: 'dashboard.active_users', module: 'mdr.dashboard', about: 'menu.use.user', resource: 'dashboard',
      actions: ['active_users'] },
    { key: 'dashboard.authors', module: 'mdr.dashboard', about: 'mdr.wow.author', resource: 'dashboard',
      actions: ['authors'] },
    { key: 'dashboard.top_authors', module: 'mdr.dashboard', about: 'mdr.wow.author', resource: 'dashboard',
      actions: ['top_authors'] },
    { key: 'dashboard.orders', module: 'mdr.dashboard', about: 'mdr.orders', resource: 'dashboard',
      actions: ['orders'] },
    { key: 'dashboard.builds', module: 'mdr.dashboard', about: 'mdr.wow.build', resource: 'dashboard',
      actions: ['builds'] },
    { key: 'dashboard.popular_builds', module: 'mdr.dashboard', about: 'mdr.wow.build', resource: 'dashboard',
      actions: ['popular_builds'] },
    { key: 'dashboard.feedback', module: 'mdr.dashboard', about: 'mdr.wow.feedback', resource: 'dashboard',
      actions: ['feedback'] },
    { key: 'dashboard.live_rooms', module: 'mdr.dashboard', about: 'mdr.wow.live', resource: 'dashboard',
      actions: ['live_rooms'] },
    { key: 'dashboard.exceptions', module: 'mdr.dashboard', about: 'menu.exc', resource: 'dashboard',
      actions: ['exceptions'] },
  ],
  // keys:end
});
