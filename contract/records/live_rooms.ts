// A live room as the API answers it: its declaration's (contract/live_rooms.ts).
import type { ListItemOf, RecordOf } from '../fields';
import type { LIVE_ROOMS } from '../live_rooms';

export type LiveRoomRecord = RecordOf<typeof LIVE_ROOMS.fields>;
export type LiveRoomListItem = ListItemOf<typeof LIVE_ROOMS.fields>;
