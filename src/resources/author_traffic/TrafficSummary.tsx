// Above the traffic list: the totals row of the filtered range and two line
// charts (views, income per day) for the chosen author, or all authors and the
// top five by views. One summary call per filter change (React Query). The
// income (total and chart) only where the API answered it (money figures).
import { Alert, Box, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useListContext, useLocale, useTranslate } from 'react-admin';
import { TRAFFIC_FIGURES, type TrafficSummary as Summary } from '../../../contract/author_traffic';
import { formatCents } from '../../../contract/money';
import { useChartLegend, useChartTheme } from '../../dashboard/chartTheme';
import { post } from '../../http/client';
import { LineChart } from '../shared/Charts';
import { TRAFFIC_RESOURCE } from './types';
import { defaultRange } from './range';

const T = `resources.${TRAFFIC_RESOURCE}`;

const Chart = ({ summary, figure }: { summary: Summary; figure: 'views' | 'incomeCents' }) => {
  const chart = useChartTheme();
  const legend = useChartLegend(64);
  const locale = useLocale();
  const translate = useTranslate();
  const money = figure === 'incomeCents';
  // one author, or the top authors: 'all authors' (authorId null) would flatten them
  const shown = summary.series.length > 1 ? summary.series.filter((s) => s.authorId !== null) : summary.series;
  const data = shown.map((s) => ({
    id: s.authorName,
    data: summary.days.map((d, i) => ({ x: d.slice(5), y: money ? (s.incomeCents?.[i] ?? 0) / 100 : s.views[i] })),
  }));
  const every = Math.max(1, Math.ceil(summary.days.length / 8));
  return (
    <Box sx={{ height: 260 }} data-testid={`traffic-chart-${figure}`} role="img" aria-label={translate(`${T}.chart_${money ? 'income' : 'views'}`)}>
      <LineChart role="presentation" data={data} theme={chart.theme} colors={chart.colors} {...legend}
        axisBottom={{ tickValues: data[0]?.data.filter((_, i) => i % every === 0).map((p) => p.x) }}
        axisLeft={{ format: (v: number) => (money ? formatCents(Math.round(v * 100), locale) : v.toLocaleString(locale)) }}
        enablePoints={false} curve="monotoneX" useMesh />
    </Box>
  );
};

export const TrafficSummary = () => {
  const { filterValues } = useListContext();
  const translate = useTranslate();
  const locale = useLocale();
  const fallback = defaultRange();
  const body = {
    dayFrom: (filterValues.dayFrom as string | undefined) ?? fallback.dayFrom,
    dayTo: (filterValues.dayTo as string | undefined) ?? fallback.dayTo,
    ...(filterValues.authorId ? { authorId: Number(filterValues.authorId) } : {}),
  };
  const { data, error, isPending } = useQuery({
    queryKey: ['author_traffic/summary', body],
    queryFn: ({ signal }) => post<Summary>('/mdr/author_traffic/summary', body, { signal }),
    retry: false,
  });
  if (error) return <Alert severity="warning" sx={{ my: 1 }}>{translate(`${T}.bad_range`)}</Alert>;
  // the income is answered only to readers holding author_traffic.read_money: its total and chart go with it
  const income = data?.totals.incomeCents !== undefined;
  return (
    <Card variant="outlined" sx={{ my: 1 }} data-testid="traffic-summary">
      <CardContent>
        <Typography variant="subtitle2" component="h2">{translate(`${T}.totals`, { from: body.dayFrom, to: body.dayTo })}</Typography>
        {/* why a day here and on the workplace may differ: the workplace counts every order, this page an author's */}
        <Typography variant="caption" sx={{ color: 'text.secondary' }} component="p" gutterBottom data-testid="traffic-days-hint">
          {translate(`${T}.days_hint`)}
        </Typography>
        {isPending || !data ? <Skeleton variant="rounded" height={300} /> : (
          <>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' }, gap: 1, mb: 2 }}>
              {TRAFFIC_FIGURES.map((f) => ({ f, value: data.totals[f] })).flatMap(({ f, value }) => (value === undefined ? [] : [
                <Box key={f} data-testid={`total-${f}`}>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>{translate(`${T}.fields.${f}`)}</Typography>
                  <Typography variant="h6" sx={{ fontWeight: 600 }}>
                    {f === 'incomeCents' ? formatCents(value, locale) : value.toLocaleString(locale)}
                  </Typography>
                </Box>,
              ]))}
            </Box>
            {!body.authorId && <Typography variant="caption" sx={{ color: 'text.secondary' }}>{translate(`${T}.top_hint`)}</Typography>}
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, lg: 6 }}>
                <Typography variant="body2">{translate(`${T}.chart_views`)}</Typography>
                <Chart summary={data} figure="views" />
              </Grid>
              {income && (
                <Grid size={{ xs: 12, lg: 6 }}>
                  <Typography variant="body2">{translate(`${T}.chart_income`)}</Typography>
                  <Chart summary={data} figure="incomeCents" />
                </Grid>
              )}
            </Grid>
          </>
        )}
      </CardContent>
    </Card>
  );
};
