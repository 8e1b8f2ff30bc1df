// Charts (@nivo) for the dashboard and report screens, each kind its own
// chunk fetched when a chart first renders: import them from here, never from
// @nivo directly, so no other page downloads the chart library. nivo's
// responsive charts fill their parent: give the parent a height.
import { Skeleton } from '@mui/material';
import { lazyView } from '../../lazy';

const placeholder = <Skeleton variant="rounded" height="100%" />;

export const BarChart = lazyView(() => import('@nivo/bar').then((m) => m.ResponsiveBar), placeholder);
export const LineChart = lazyView(() => import('@nivo/line').then((m) => m.ResponsiveLine), placeholder);
export const PieChart = lazyView(() => import('@nivo/pie').then((m) => m.ResponsivePie), placeholder);
