// One link per day over the chosen range: clicks, unique visitors, sign-ups
// and orders as lines, income as its own line below (@nivo) for readers who
// see money (the API answers it to them only).
import { Box, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { formatCents } from '../../../contract/money';
import { useChartLegend, useChartTheme } from '../../dashboard/chartTheme';
import { post } from '../../http/client';
import { LineChart } from '../shared/Charts';
import { RangeInputs, useRange } from './range';
import { LINK_RESOURCE, type LinkDaily, type PromotionLinkRecord } from './types';

const T = `resources.${LINK_RESOURCE}`;
const LINES = ['clicks', 'visitors', 'signups', 'orders'] as const;

export const LinkDailyChart = () => {
  const record = useRecordContext<PromotionLinkRecord>();
  const [range] = useRange();
  const translate = useTranslate();
  const locale = useLocale();
  const chart = useChartTheme();
  const legend = useChartLegend(48, 100);
  const { data } = useQuery({
    queryKey: ['promotion_links/daily', record?.id, range],
    enabled: !!record,
    queryFn: ({ signal }) => post<LinkDaily>('/mdr/promotion_links/daily', { id: record!.id, ...range }, { signal }),
    retry: false,
  });
  const every = data ? Math.max(1, Math.ceil(data.days.length / 8)) : 1;
  const ticks = data?.days.filter((_, i) => i % every === 0).map((d) => d.day.slice(5));
  const series = data ? LINES.map((f) => ({ id: translate(`${T}.fields.${f}`), data: data.days.map((d) => ({ x: d.day.slice(5), y: d[f] })) })) : [];
  // the income is answered only to readers holding promotion_links.read_money: no line without it
  const income = data?.days.every((d) => d.incomeCents !== undefined)
    ? [{ id: translate(`${T}.fields.incomeCents`), data: data.days.map((d) => ({ x: d.day.slice(5), y: (d.incomeCents ?? 0) / 100 })) }]
    : null;
  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>{translate(`${T}.daily`)}</Typography>
        <RangeInputs />
      </Box>
      {!data ? <Skeleton variant="rounded" height={280} /> : (
        <>
          <Box sx={{ height: 280 }} data-testid="link-daily-chart" role="img" aria-label={translate(`${T}.daily`)}>
            <LineChart role="presentation" data={series} theme={chart.theme} colors={chart.colors} {...legend}
              axisBottom={{ tickValues: ticks }} enablePoints={false} curve="monotoneX" useMesh />
          </Box>
          {income && (
            <>
              <Typography variant="body2" sx={{ mt: 1 }}>{translate(`${T}.daily_income`)}</Typography>
              <Box sx={{ height: 180 }} role="img" aria-label={translate(`${T}.daily_income`)}>
                <LineChart role="presentation" data={income} theme={chart.theme} colors={[chart.colors[2]]} margin={{ ...legend.margin, left: 72, bottom: 36 }}
                  axisBottom={{ tickValues: ticks }} axisLeft={{ format: (v: number) => formatCents(Math.round(v * 100), locale) }}
                  enablePoints={false} enableArea areaOpacity={0.15} curve="monotoneX" useMesh />
              </Box>
            </>
          )}
        </>
      )}
    </Box>
  );
};
