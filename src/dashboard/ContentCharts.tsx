// The content-type share (pie) and new content per day over 8 days (bars),
// drawn from the content cards the staff member holds: each reads the answer
// its count tile already asked for (same query), so they make no call.
import { Box, Grid } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { CountCardData } from '../../contract/records/dashboard';
import { post } from '../http/client';
import { BarChart, PieChart } from '../resources/shared/Charts';
import { CardFrame } from './CardFrame';
import { shortDay, useChartTheme } from './chartTheme';
import type { WorkplaceCard } from './types';
import { DASHBOARD_QUERY } from './useCard';

export const ContentCharts = ({ cards }: { cards: WorkplaceCard[] }) => {
  const translate = useTranslate();
  const chart = useChartTheme();
  const results = useQueries({
    queries: cards.map((c) => ({
      queryKey: [DASHBOARD_QUERY, c.key, {}],
      queryFn: ({ signal }: { signal: AbortSignal }) => post<CountCardData>(`/mdr/dashboard/${c.key}`, {}, { signal }),
      retry: false,
      staleTime: 30_000,
    })),
  });
  const isPending = results.some((r) => r.isPending);
  const error = results.find((r) => r.error)?.error ?? null;
  const retry = () => results.forEach((r) => r.refetch());
  const ready = !isPending && !error;
  const labels = cards.map((c) => translate(c.content!.label));
  // the legend names each type with its count: no label drawn on the arcs (white on a light slice is unreadable)
  const share = ready ? cards.map((c, i) => {
    const value = results[i].data!.figures[c.content!.shareFigure] ?? 0;
    return { id: labels[i], label: `${labels[i]} ${value}`, value };
  }) : [];
  const days = ready ? results[0].data!.daily.map((p) => p.day) : [];
  const perDay = days.map((day, d) => ({ day: shortDay(day), ...Object.fromEntries(cards.map((_, i) => [labels[i], results[i].data!.daily[d]?.value ?? 0])) }));
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 5 }}>
        <CardFrame title="workplace.content_share" cardKey="content_share" isPending={isPending} error={error} retry={retry} height={240}>
          <Box sx={{ height: 240 }} data-testid="content-share-chart" role="img"
            aria-label={share.map((s) => `${s.label} ${s.value}`).join(', ')}>
            <PieChart role="presentation" data={share} theme={chart.theme} colors={chart.colors} innerRadius={0.55} padAngle={1} cornerRadius={3}
              margin={{ top: 16, right: 16, bottom: 40, left: 16 }} arcLinkLabelsTextColor={chart.theme.text.fill}
              enableArcLinkLabels={false} enableArcLabels={false}
              legends={[{ anchor: 'bottom', direction: 'row', translateY: 36, itemWidth: 110, itemHeight: 18, symbolSize: 10 }]} />
          </Box>
        </CardFrame>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <CardFrame title="workplace.new_content" cardKey="new_content" isPending={isPending} error={error} retry={retry} height={240}>
          <Box sx={{ height: 240 }} data-testid="new-content-chart" role="img" aria-label={translate('workplace.new_content')}>
            <BarChart role="presentation" data={perDay} keys={labels} indexBy="day" theme={chart.theme} colors={chart.colors} groupMode="stacked"
              margin={{ top: 10, right: 16, bottom: 56, left: 40 }} padding={0.35} enableLabel={false}
              legends={[{ dataFrom: 'keys', anchor: 'bottom', direction: 'row', translateY: 52, itemWidth: 90, itemHeight: 18, symbolSize: 10 }]} />
          </Box>
        </CardFrame>
      </Grid>
    </Grid>
  );
};
