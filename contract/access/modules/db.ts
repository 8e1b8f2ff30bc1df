// #/db (docs/domain.md "Modules", order 9): game versions and the item database.
import { defineModule } from './define';

export default defineModule({
  name: 'db', order: 9, key: 'mdr.db', icon: 'storage',
  labels: { 'zh-CN': '数据管理', 'en-US': 'Database' },
  children: [
    { path: '/db/dbs', name: 'dbs', labels: { 'zh-CN': '游戏数据', 'en-US': 'Game data' } },
  ],
  // keys:start (npm run keys:generate, from the API's routes: never by hand)
  actionKeys: [
    { key: 'game_versions.read', module: 'mdr.db', resource: 'game_versions',
      actions: ['list', 'get', 'get_many', 'history'] },
    { key: 'game_versions.create', module: 'mdr.db', resource: 'game_versions',
      actions: ['create'] },
    { key: 'game_versions.update', module: 'mdr.db', resource: 'game_versions',
      actions: ['update', 'update_many'] },
    { key: 'game_versions.delete', module: 'mdr.db', resource: 'game_versions',
      actions: ['delete', 'delete_many'] },
    { key: 'game_versions.export', module: 'mdr.db', resource: 'game_versions',
      actions: ['export'] },
    { key: 'game_versions.make_current', module: 'mdr.db', resource: 'game_versions',
      actions: ['make_current'] },
    { key: 'game_items.read', module: 'mdr.db', resource: 'game_items',
      actions: ['list', 'get', 'get_many', 'lookup', 'history'] },
    { key: 'game_items.create', module: 'mdr.db', resource: 'game_items',
      actions: ['create'] },
    { key: 'game_items.update', module: 'mdr.db', resource: 'game_items',
      actions: ['update', 'update_many'] },
    { key: 'game_items.delete', module: 'mdr.db', resource: 'game_items',
      actions: ['delete', 'delete_many'] },
    { key: 'game_items.export', module: 'mdr.db', resource: 'game_items',
      actions: ['export'] },
    { key: 'game_items.import', module: 'mdr.db', resource: 'game_items',
      actions: ['item_import/check', 'item_import/commit'] },
  ],
  // keys:end
});
