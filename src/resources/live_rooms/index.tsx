// Live rooms (#/wow_live/live): applications, bans until a time, the featured
// rooms and their order on the recommended list.
import LiveTvIcon from '@mui/icons-material/LiveTv';
import { lazyView } from '../../lazy';
import type { PanelResource } from '../types';
import { liveCards } from './cards';
import { messages } from './messages';
import { LIVE_RESOURCE, LIVE_LIST_QUERY } from './types';

const LiveList = lazyView(() => import('./LiveList').then((m) => m.LiveList));
const LiveShow = lazyView(() => import('./LiveShow').then((m) => m.LiveShow));

const resource: PanelResource = {
  name: LIVE_RESOURCE,
  apiResource: 'live_rooms',
  list: LiveList,
  listQuery: LIVE_LIST_QUERY,
  show: LiveShow,
  icon: LiveTvIcon,
  recordRepresentation: 'title',
  messages,
  queueFacts: ['streamerName', 'category', 'platformRoomId', 'createdAt'],
  cards: liveCards,
};
export default resource;
