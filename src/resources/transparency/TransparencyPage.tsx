// #/review/transparency: a range of Beijing days (default the last 30), the report of
// POST /mdr/transparency/report as a section per block, each with its chart
// (./Blocks.tsx), the CSV (transparency.export) and, for holders of reviewers.stats,
// the reviewers' figures. One call per range (React Query). On a phone every
// section takes the whole width and the charts fit it.
import { Alert, Button, Card, CardContent, Grid, Skeleton, Stack, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { beijingToday } from '../../../contract/days';
import { useHasKey } from '../../access/useCanDo';
import { download, post } from '../../http/api';
import { saveFile } from '../../providers/saveFile';
import { errorMessage } from '../shared/errors';
import { useNotifyError } from '../shared/useNotifyError';
import { AppealsBlock, DaysBlock, DecisionsBlock, ReportsBlock, TimeBlock } from './Blocks';
import { ReviewersTable } from './ReviewersTable';
import { T, type TransparencyReport } from './types';

const DAY_MS = 86_400_000;

/** The Beijing day `days` before today. */
const daysAgo = (days: number) => new Date(Date.parse(beijingToday()) - days * DAY_MS).toISOString().slice(0, 10);

const Csv = ({ period, disabled }: { period: { from: string; to: string }; disabled: boolean }) => {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const csv = useMutation({
    mutationFn: async () => {
      const { blob, filename } = await download('/mdr/transparency/export', period);
      saveFile(blob, filename ?? `transparency-${period.from}-${period.to}.csv`);
    },
    onError: (e) => notifyError(e, 'mdr.export.failed'),
  });
  return (
    <Button size="small" startIcon={<DownloadIcon />} disabled={disabled || csv.isPending} onClick={() => csv.mutate()} data-testid="transparency-csv">
      {translate(`${T}.csv`)}
    </Button>
  );
};

export const TransparencyPage = () => {
  const translate = useTranslate();
  const exportable = useHasKey('transparency.export');
  const reviewers = useHasKey('reviewers.stats');
  const [period, setPeriod] = useState({ from: daysAgo(29), to: beijingToday() });
  const { data, error, isPending } = useQuery({
    queryKey: ['transparency/report', period],
    queryFn: ({ signal }) => post<TransparencyReport>('/mdr/transparency/report', period, { signal }),
    retry: false,
  });
  const day = (key: 'from' | 'to') => (
    <TextField type="date" size="small" label={translate(`${T}.${key}`)} value={period[key]} sx={{ width: { xs: '100%', sm: 200 }, flexShrink: 0 }}
      onChange={(e) => e.target.value && setPeriod({ ...period, [key]: e.target.value })}
      slotProps={{ htmlInput: { max: beijingToday(), 'data-testid': `range-${key}` }, inputLabel: { shrink: true } }} />
  );
  return (
    <Card sx={{ mt: 1, minWidth: 0 }} data-testid="transparency-page">
      <Title title={translate(`${T}.title`)} />
      <CardContent sx={{ px: { xs: 1, sm: 2 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
          {day('from')}{day('to')}
          {exportable && <Csv period={period} disabled={!data} />}
        </Stack>
        {error && <Alert severity="warning">{translate(`${T}.bad_range`, { message: errorMessage(error) ?? '' })}</Alert>}
        {isPending && !error && <Skeleton variant="rounded" height={400} />}
        {data && data.reports.received + data.decisions.total + data.appeals.received + data.appeals.decided === 0 && (
          <Typography sx={{ color: 'text.secondary', mb: 1 }}>{translate(`${T}.no_data`)}</Typography>
        )}
        {data && (
          // the report's sections, a list of entries (also what tells a page of its own has loaded: tests/e2e/screens.ts)
          <Grid container spacing={2} component="ul" data-testid="list-entries" aria-label={translate(`${T}.title`)} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            <Grid component="li" size={{ xs: 12, lg: 6 }}><ReportsBlock r={data} /></Grid>
            <Grid component="li" size={{ xs: 12, lg: 6 }}><TimeBlock r={data} /></Grid>
            <Grid component="li" size={12}><DecisionsBlock r={data} /></Grid>
            <Grid component="li" size={{ xs: 12, lg: 6 }}><AppealsBlock r={data} /></Grid>
            <Grid component="li" size={{ xs: 12, lg: 6 }}><DaysBlock r={data} /></Grid>
            {reviewers && <Grid component="li" size={12}><ReviewersTable period={period} /></Grid>}
          </Grid>
        )}
      </CardContent>
    </Card>
  );
};
