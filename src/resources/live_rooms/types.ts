import type { LiveRoomRecord } from '../../../contract/live_rooms';

/** Route (react-admin resource) name; the API resource is 'live_rooms'. */
export const LIVE_RESOURCE = 'wow_live/live';

export type LiveRoom = LiveRoomRecord;
