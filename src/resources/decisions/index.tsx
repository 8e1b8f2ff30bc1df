// Decisions (#/review/decisions, under the review desk): every restriction of a
// player's content or account with its statement of reasons, written by the
// restricting command itself (server/modules/decisions/). Read-only here.
import GavelIcon from '@mui/icons-material/Gavel';
import { lazyView } from '../../lazy';
import type { PanelResource } from '../types';
import { messages } from './messages';
import { DECISIONS_LIST_QUERY, DECISIONS_RESOURCE } from './types';

const DecisionList = lazyView(() => import('./DecisionList').then((m) => m.DecisionList));
const DecisionShow = lazyView(() => import('./DecisionShow').then((m) => m.DecisionShow));

const resource: PanelResource = {
  name: DECISIONS_RESOURCE,
  apiResource: 'decisions',
  list: DecisionList,
  listQuery: DECISIONS_LIST_QUERY,
  show: DecisionShow,
  icon: GavelIcon,
  recordRepresentation: (r) => `#${r.id} ${String(r.targetTitle ?? '')}`,
  messages,
};
export default resource;
