// The live module: streamers' rooms, their applications, bans that end by
// themselves, and the recommended list's order (live_rooms.ts, commands.ts,
// reorder.ts), with demo data (seed.ts).
import { fileURLToPath } from 'node:url';
import { defineModule } from '../../core/module';
import { liveCards } from './dashboard';
import liveRooms from './live_rooms';
import reorderRoutes from './reorder';
import { liveStep } from './seed';
import { liveRoomsWaiting } from './waiting';

export default defineModule({
  name: 'live',
  description: 'Live rooms: applications, bans until a time, the featured rooms and their order',
  resources: [liveRooms],
  routes: reorderRoutes,
  seed: [liveStep],
  dashboardCards: liveCards,
  waiting: [liveRoomsWaiting],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
});

// the reports' auto-ban takes a featured room off the list as the room's own ban does (server/modules/reports/hide.ts)
export { lockFeatured } from './status';
