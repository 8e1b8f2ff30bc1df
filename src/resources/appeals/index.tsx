// Appeals (#/review/appeals, under the review desk): players contest decisions
// through the platform (POST /v3/appeals/create); another reviewer upholds or
// overturns them (server/modules/decisions/appeals.ts). Open appeals are also
// items of the desk's queue, decided there with the pane and decisions declared here.
import ReplayIcon from '@mui/icons-material/Replay';
import { lazyView } from '../../lazy';
import type { PanelResource } from '../types';
import { appealDecisions } from './decisions';
import { messages } from './messages';
import { APPEALS_LIST_QUERY, APPEALS_RESOURCE } from './types';

const AppealList = lazyView(() => import('./AppealList').then((m) => m.AppealList));
const AppealShow = lazyView(() => import('./AppealShow').then((m) => m.AppealShow));
const AppealPane = lazyView(() => import('./AppealPane').then((m) => m.AppealPane));

const resource: PanelResource = {
  name: APPEALS_RESOURCE,
  apiResource: 'appeals',
  list: AppealList,
  listQuery: APPEALS_LIST_QUERY,
  show: AppealShow,
  icon: ReplayIcon,
  recordRepresentation: (r) => `#${r.id} ${String(r.targetTitle ?? '')}`,
  messages,
  queue: { decisions: appealDecisions, Pane: AppealPane },
};
export default resource;
