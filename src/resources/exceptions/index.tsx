// Client exception reports (#/exception/exc): groups by fingerprint with their
// sparkline, the detail with stack, breakdowns and recent events, and
// resolve / ignore / reopen (bulk on the list).
import BugReportIcon from '@mui/icons-material/BugReport';
import { lazyView } from '../../lazy';
import type { PanelResource } from '../types';
import { exceptionCards } from './cards';
import { messages } from './messages';
import { EXCEPTIONS_RESOURCE, EXCEPTION_LIST_QUERY } from './types';

const ExceptionList = lazyView(() => import('./ExceptionList').then((m) => m.ExceptionList));
const ExceptionShow = lazyView(() => import('./ExceptionShow').then((m) => m.ExceptionShow));

const resource: PanelResource = {
  name: EXCEPTIONS_RESOURCE,
  apiResource: 'exceptions',
  list: ExceptionList,
  listQuery: EXCEPTION_LIST_QUERY,
  show: ExceptionShow,
  icon: BugReportIcon,
  recordRepresentation: 'title',
  messages,
  queueFacts: ['eventCount', 'userCount', 'lastSeen'],
  cards: exceptionCards,
};
export default resource;
