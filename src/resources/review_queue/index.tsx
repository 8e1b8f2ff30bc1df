// The review queue (#/review/queue): every item waiting on a decision the reader may take, decided
// beside the list, by keyboard or buttons (server/queue/ answers it).
import InboxIcon from '@mui/icons-material/Inbox';
import { lazyView } from '../../lazy';
import type { PanelResource } from '../types';
import { messages } from './messages';
import { QueueBadge } from './QueueSummary';
import { QUEUE_RESOURCE } from './types';

const QueuePage = lazyView(() => import('./QueuePage').then((m) => m.QueuePage));

const resource: PanelResource = {
  name: QUEUE_RESOURCE,
  apiResource: 'review_queue',
  list: QueuePage,
  icon: InboxIcon,
  menuBadge: QueueBadge,
  messages,
};
export default resource;
