// The reviewers' figures (POST /mdr/reviewers/stats, key reviewers.stats): one row per
// staff member who decided in the period; on a phone one entry each, its figures
// named line by line (as the reconciliation's days, src/resources/reconciliation/DayFigures.tsx).
// Shown only to holders of the key.
import { Alert, Box, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslate } from 'react-admin';
import { post } from '../../http/api';
import { useIsPhone } from '../../layout/useIsPhone';
import { errorMessage } from '../shared/errors';
import { Section } from './Figures';
import { T, type ReviewerStats, type ReviewersStats } from './types';

const COLUMNS = ['name', 'decisions', 'per_day', 'median', 'appeals', 'overturned', 'share'] as const;
const R = `${T}.reviewers`;

type Column = (typeof COLUMNS)[number];

/** Each column's value of one reviewer, in words. */
function useCells(): (s: ReviewerStats) => Record<Column, string> {
  const translate = useTranslate();
  const locale = useLocale();
  const n = (v: number) => v.toLocaleString(locale);
  const none = translate(`${T}.none`);
  return (s) => ({
    name: s.name || s.username,
    decisions: n(s.decisions),
    per_day: n(s.decisionsPerDay),
    median: s.medianHandlingMinutes === null ? none : translate(`${T}.minutes`, { value: n(s.medianHandlingMinutes) }),
    appeals: n(s.appealsDecided),
    overturned: n(s.overturned),
    share: s.shareOverturned === null ? none : `${(s.shareOverturned * 100).toFixed(1)}%`,
  });
}

const Rows = ({ list }: { list: ReviewerStats[] }) => {
  const translate = useTranslate();
  const cells = useCells();
  const label = (c: Column) => translate(`${R}.${c}`);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="reviewers-table">
        <TableHead>
          <TableRow>{COLUMNS.map((c) => <TableCell key={c} align={c === 'name' ? 'left' : 'right'}>{label(c)}</TableCell>)}</TableRow>
        </TableHead>
        <TableBody>
          {list.map((s) => {
            const row = cells(s);
            return (
              <TableRow key={s.id} data-testid="reviewer-row">
                {COLUMNS.map((c) => (
                  <TableCell key={c} align={c === 'name' ? 'left' : 'right'} sx={c === 'name' ? { fontWeight: 600 } : undefined}>{row[c]}</TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/** A phone's view: one entry per reviewer, their name as its heading, each figure on a line of its own. */
const Entries = ({ list }: { list: ReviewerStats[] }) => {
  const translate = useTranslate();
  const cells = useCells();
  return (
    <Box component="ul" data-testid="list-entries" aria-label={translate(`${R}.title`)} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {list.map((s) => {
        const row = cells(s);
        return (
          <Box component="li" key={s.id} data-testid="reviewer-row" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Box component="h3" sx={{ typography: 'subtitle1', fontWeight: 600, m: 0 }}>{row.name}</Box>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', columnGap: 1, rowGap: 0.5, m: 0 }}>
              {COLUMNS.filter((c) => c !== 'name').map((c) => (
                <Box key={c} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ color: 'text.secondary' }}>{translate(`${R}.${c}`)}</Box>
                  <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>{row[c]}</Box>
                </Box>
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
};

export const ReviewersTable = ({ period }: { period: { from: string; to: string } }) => {
  const translate = useTranslate();
  const phone = useIsPhone();
  const { data, error, isPending } = useQuery({
    queryKey: ['reviewers/stats', period],
    queryFn: ({ signal }) => post<ReviewersStats>('/mdr/reviewers/stats', period, { signal }),
    retry: false,
  });
  return (
    <Section title={translate(`${R}.title`)} hint={translate(`${R}.hint`)} testId="transparency-reviewers">
      {error && <Alert severity="warning">{errorMessage(error) ?? ''}</Alert>}
      {isPending && <Skeleton variant="rounded" height={120} />}
      {data && !data.list.length && <Typography sx={{ color: 'text.secondary' }}>{translate(`${R}.empty`)}</Typography>}
      {data && data.list.length > 0 && (phone ? <Entries list={data.list} /> : <Rows list={data.list} />)}
    </Section>
  );
};
