// Feedback tickets (#/wow_feedback/feedback): the queue with quick filters and
// age, the ticket with its thread, assign, reply and the state actions.
import FeedbackIcon from '@mui/icons-material/Feedback';
import { lazyView } from '../../lazy';
import type { PanelResource } from '../types';
import { feedbackCards } from './cards';
import { messages } from './messages';
import { FEEDBACK_RESOURCE, FEEDBACK_LIST_QUERY } from './types';

const FeedbackList = lazyView(() => import('./FeedbackList').then((m) => m.FeedbackList));
const FeedbackShow = lazyView(() => import('./FeedbackShow').then((m) => m.FeedbackShow));

const resource: PanelResource = {
  name: FEEDBACK_RESOURCE,
  apiResource: 'feedback',
  list: FeedbackList,
  listQuery: FEEDBACK_LIST_QUERY,
  show: FeedbackShow,
  icon: FeedbackIcon,
  recordRepresentation: 'id',
  messages,
  queueFacts: ['category', 'clientVersion', 'clientOs', 'createdAt'],
  cards: feedbackCards,
};
export default resource;
