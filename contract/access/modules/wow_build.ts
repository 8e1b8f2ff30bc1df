// #/wow_build (docs/domain.md "Modules", order 4): character build review. The path's
// 'bulid' is the spec's spelling, kept for old bookmarks.
import { defineModule } from './define';

export default defineModule({
  name: 'wow_build', order: 4, key: 'mdr.wow.build', icon: 'build',
  labels: { 'zh-CN': '配装管理', 'en-US': 'Builds' },
  children: [
    { path: '/wow_build/bulid', name: 'build', labels: { 'zh-CN': '配装', 'en-US': 'Builds' } },
  ],
  // keys:start (npm run keys:generate, from the API's routes: never by hand)
  actionKeys: [
    { key: 'builds.read', module: 'mdr.wow.build', resource: 'builds',
      actions: ['list', 'get', 'get_many', 'lookup', 'history'] },
    { key: 'builds.create', module: 'mdr.wow.build', resource: 'builds',
      actions: ['create'] },
    { key: 'builds.update', module: 'mdr.wow.build', resource: 'builds',
      actions: ['update', 'update_many'] },
    { key: 'builds.delete', module: 'mdr.wow.build', resource: 'builds',
      actions: ['delete', 'delete_many'] },
    { key: 'builds.export', module: 'mdr.wow.build', resource: 'builds',
      actions: ['export'] },
    { key: 'builds.submit', module: 'mdr.wow.build', resource: 'builds',
      actions: ['submit', 'submit_many', 'jobs/builds/submit'] },
    { key: 'builds.approve', module: 'mdr.wow.build', resource: 'builds',
      actions: ['approve', 'approve_many', 'jobs/builds/approve'] },
    { key: 'builds.reject', module: 'mdr.wow.build', resource: 'builds',
      actions: ['reject', 'reject_many', 'jobs/builds/reject'] },
    { key: 'builds.hide', module: 'mdr.wow.build', resource: 'builds',
      actions: ['hide', 'hide_many', 'jobs/builds/hide'] },
    { key: 'builds.restore', module: 'mdr.wow.build', resource: 'builds',
      actions: ['restore', 'restore_many', 'jobs/builds/restore'] },
  ],
  // keys:end
});
