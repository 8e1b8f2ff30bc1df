import { Box, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { GameVersionRecord } from '../../../contract/game_data';
import { BarChart } from '../shared/Charts';
import { VERSION_RESOURCE } from './messages';

/** Items per version of the page, oldest first: where the item database grew (the current version highlighted). */
export const VersionItemsChart = () => {
  const { data } = useListContext<GameVersionRecord>();
  const translate = useTranslate();
  if (!data?.length) return null;
  const rows = [...data].sort((a, b) => a.releasedAt.localeCompare(b.releasedAt))
    .map((v) => ({ version: v.name, items: v.itemCount, current: v.isCurrent ? 1 : 0 }));
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2">{translate(`resources.${VERSION_RESOURCE}.chart`)}</Typography>
      <Box sx={{ height: 220 }} data-testid="version-items-chart">
        {/* nivo draws an svg of role img: it is named by the chart's title */}
        <BarChart ariaLabel={translate(`resources.${VERSION_RESOURCE}.chart`)} data={rows} keys={['items']} indexBy="version" margin={{ top: 10, right: 10, bottom: 30, left: 50 }}
          colors={(bar) => (bar.data.current ? '#165DFF' : '#9fb7f5')}
          enableLabel={false} tooltipLabel={() => translate(`resources.${VERSION_RESOURCE}.fields.itemCount`)} />
      </Box>
    </Box>
  );
};
