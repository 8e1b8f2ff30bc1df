// The transparency report (#/review/transparency, under the review desk): over a
// range of Beijing days, reports, decisions, time to decision and appeals, with
// charts and CSV, and the reviewers' figures (server/modules/transparency/).
// Declared only for holders of transparency.read (its reads' key: src/access/actionAccess.ts).
import InsightsIcon from '@mui/icons-material/Insights';
import { lazyView } from '../../lazy';
import type { PanelResource } from '../types';
import { messages } from './messages';
import { TRANSPARENCY_RESOURCE } from './types';

const TransparencyPage = lazyView(() => import('./TransparencyPage').then((m) => m.TransparencyPage));

const resource: PanelResource = {
  name: TRANSPARENCY_RESOURCE,
  apiResource: 'transparency',
  list: TransparencyPage,
  icon: InsightsIcon,
  messages,
};
export default resource;
