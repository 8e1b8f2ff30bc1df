// Active players: daily actives over 30 days as a line, monthly actives beside it.
import { Box, Stack, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import type { ActiveUsersCardData } from '../../contract/records/dashboard';
import { LineChart } from '../resources/shared/Charts';
import { CardFrame } from './CardFrame';
import { shortDay, useChartTheme } from './chartTheme';
import { useCard } from './useCard';

export const ActiveUsersCard = ({ cardKey, title }: { cardKey: string; title: string }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const chart = useChartTheme();
  const { data, isPending, error, refetch } = useCard<ActiveUsersCardData>(cardKey);
  const series = data ? [{ id: translate('workplace.figure.dau'), data: data.daily.map((p) => ({ x: shortDay(p.day), y: p.value })) }] : [];
  return (
    <CardFrame title={title} cardKey={cardKey} isPending={isPending} error={error} retry={refetch} height={240} note="workplace.beijing_days">
      {data && (
        <>
          <Stack direction="row" spacing={4} sx={{ mb: 1 }}>
            {([['mau', data.monthly], ['mau_last', data.lastMonth], ['dau_today', data.daily[data.daily.length - 1]?.value ?? 0]] as const).map(([k, v]) => (
              <Box key={k} data-testid={`figure-${k}`}>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>{translate(`workplace.figure.${k}`)}</Typography>
                <Typography variant="h6" sx={{ fontWeight: 600 }}>{v.toLocaleString(locale)}</Typography>
              </Box>
            ))}
          </Stack>
          <Box sx={{ height: 220 }} data-testid="active-users-chart" role="img" aria-label={translate('workplace.dau_chart')}>
            <LineChart role="presentation" data={series} theme={chart.theme} colors={chart.colors} margin={{ top: 10, right: 16, bottom: 36, left: 48 }}
              axisBottom={{ tickValues: series[0]?.data.filter((_, i) => i % 5 === 4).map((p) => p.x) }}
              enablePoints={false} enableArea areaOpacity={0.12} curve="monotoneX" useMesh />
          </Box>
        </>
      )}
    </CardFrame>
  );
};
