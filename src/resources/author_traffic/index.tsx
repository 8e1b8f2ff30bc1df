// Author traffic (#/wow_author/flowrate): per author per day, with the range's totals and charts.
import InsightsIcon from '@mui/icons-material/Insights';
import { lazyView } from '../../lazy';
import type { PanelResource } from '../types';
import { messages } from './messages';
import { TRAFFIC_RESOURCE } from './types';

const TrafficList = lazyView(() => import('./TrafficList').then((m) => m.TrafficList));

const resource: PanelResource = {
  name: TRAFFIC_RESOURCE,
  apiResource: 'author_traffic',
  list: TrafficList,
  icon: InsightsIcon,
  recordRepresentation: 'day',
  messages,
};
export default resource;
