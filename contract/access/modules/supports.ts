// #/supports (docs/domain.md "Modules", order 7): power-station packages for sale.
import { defineModule } from './define';

export default defineModule({
  name: 'supports', order: 7, key: 'mdr.supports', icon: 'bolt',
  labels: { 'zh-CN': '增值服务', 'en-US': 'Supports' },
  children: [
    { path: '/supports/power', name: 'power', labels: { 'zh-CN': '电站套餐', 'en-US': 'Power packages' } },
  ],
  // keys:start (npm run keys:generate, from the API's routes: never by hand)
  actionKeys: [
    { key: 'power_packages.read', module: 'mdr.supports', resource: 'power_packages',
      actions: ['list', 'get', 'get_many', 'history'] },
    { key: 'power_packages.create', module: 'mdr.supports', resource: 'power_packages',
      actions: ['create'], mark: 'money' },
    { key: 'power_packages.update', module: 'mdr.supports', resource: 'power_packages',
      actions: ['update', 'update_many'], mark: 'money' },
    { key: 'power_packages.delete', module: 'mdr.supports', resource: 'power_packages',
      actions: ['delete', 'delete_many'] },
    { key: 'power_packages.export', module: 'mdr.supports', resource: 'power_packages',
      actions: ['export'] },
    { key: 'power_packages.on_sale', module: 'mdr.supports', resource: 'power_packages',
      actions: ['on_sale', 'on_sale_many', 'jobs/power_packages/on_sale'] },
    { key: 'power_packages.off_sale', module: 'mdr.supports', resource: 'power_packages',
      actions: ['off_sale', 'off_sale_many', 'jobs/power_packages/off_sale'] },
  ],
  // keys:end
});
