// #/wow_live (docs/domain.md "Modules", order 6): live rooms.
import { defineModule } from './define';

export default defineModule({
  name: 'wow_live', order: 6, key: 'mdr.wow.live', icon: 'live_tv',
  labels: { 'zh-CN': '直播管理', 'en-US': 'Live' },
  children: [
    { path: '/wow_live/live', name: 'live', labels: { 'zh-CN': '直播间', 'en-US': 'Live rooms' } },
  ],
  // keys:start (npm run keys:generate, from the API's routes: never by hand)
  actionKeys: [
    { key: 'live_rooms.read', module: 'mdr.wow.live', resource: 'live_rooms',
      actions: ['list', 'get', 'get_many', 'lookup', 'history'] },
    { key: 'live_rooms.export', module: 'mdr.wow.live', resource: 'live_rooms',
      actions: ['export'] },
    { key: 'live_rooms.approve', module: 'mdr.wow.live', resource: 'live_rooms',
      actions: ['approve', 'approve_many', 'jobs/live_rooms/approve'] },
    { key: 'live_rooms.reject', module: 'mdr.wow.live', resource: 'live_rooms',
      actions: ['reject', 'reject_many', 'jobs/live_rooms/reject'] },
    { key: 'live_rooms.ban', module: 'mdr.wow.live', resource: 'live_rooms',
      actions: ['ban'] },
    { key: 'live_rooms.unban', module: 'mdr.wow.live', resource: 'live_rooms',
      actions: ['unban'] },
    { key: 'live_rooms.feature', module: 'mdr.wow.live', resource: 'live_rooms',
      actions: ['feature'] },
    { key: 'live_rooms.unfeature', module: 'mdr.wow.live', resource: 'live_rooms',
      actions: ['unfeature'] },
    { key: 'live_rooms.reorder', module: 'mdr.wow.live', resource: 'live_rooms',
      actions: ['reorder'] },
  ],
  // keys:end
});
