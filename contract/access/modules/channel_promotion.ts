// #/channel_promotion (docs/domain.md "Modules", order 3): tracked promotion links.
import { defineModule } from './define';

export default defineModule({
  name: 'channel_promotion', order: 3, key: 'mdr.channel.promotion', icon: 'campaign',
  labels: { 'zh-CN': '渠道推广', 'en-US': 'Channel promotion' },
  children: [
    { path: '/channel_promotion/link', name: 'promotion_link', labels: { 'zh-CN': '推广链接', 'en-US': 'Promotion links' } },
  ],
  // keys:start (npm run keys:generate, from the API's routes: never by hand)
  actionKeys: [
    { key: 'promotion_links.read', module: 'mdr.channel.promotion', resource: 'promotion_links',
      actions: ['list', 'get', 'get_many', 'history', 'stats', 'daily'] },
    { key: 'promotion_links.read_money', module: 'mdr.channel.promotion', resource: 'promotion_links',
      actions: [], fields: ['incomeCents'], mark: 'money' },
    { key: 'promotion_links.create', module: 'mdr.channel.promotion', resource: 'promotion_links',
      actions: ['create'] },
    { key: 'promotion_links.update', module: 'mdr.channel.promotion', resource: 'promotion_links',
      actions: ['update', 'update_many'] },
    { key: 'promotion_links.delete', module: 'mdr.channel.promotion', resource: 'promotion_links',
      actions: ['delete', 'delete_many'] },
    { key: 'promotion_links.export', module: 'mdr.channel.promotion', resource: 'promotion_links',
      actions: ['export'] },
  ],
  // keys:end
});
