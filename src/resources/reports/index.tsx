// Players' reports (#/review/reports, under the review desk): the cases, each
// gathering one target's reports, scored by who reports (server/modules/reports/).
// Cases at or above the visible score are also items of the desk's queue,
// decided there with the pane and the decisions declared here (`queue`).
import FlagIcon from '@mui/icons-material/Flag';
import { lazyView } from '../../lazy';
import type { PanelResource } from '../types';
import { reportDecisions } from './decisions';
import { messages } from './messages';
import { REPORTS_LIST_QUERY, REPORTS_RESOURCE } from './types';

const ReportList = lazyView(() => import('./ReportList').then((m) => m.ReportList));
const ReportShow = lazyView(() => import('./ReportShow').then((m) => m.ReportShow));
const ReportPane = lazyView(() => import('./ReportPane').then((m) => m.ReportPane));

const resource: PanelResource = {
  name: REPORTS_RESOURCE,
  apiResource: 'reports',
  list: ReportList,
  listQuery: REPORTS_LIST_QUERY,
  show: ReportShow,
  icon: FlagIcon,
  recordRepresentation: (r) => String(r.targetTitle ?? `#${r.targetId}`),
  messages,
  queue: { decisions: reportDecisions, Pane: ReportPane },
};
export default resource;
