// The reviewers' figures (POST /mdr/reviewers/stats, key reviewers.stats): one row per
// staff member who decided in the period, stacked under each column's name on a
// phone (data-label, src/layout/theme.ts). Shown only to holders of the key.
import { Alert, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslate } from 'react-admin';
import { post } from '../../http/api';
import { errorMessage } from '../shared/errors';
import { Section } from './Figures';
import { T, type ReviewersStats } from './types';

const COLUMNS = ['name', 'decisions', 'per_day', 'median', 'appeals', 'overturned', 'share'] as const;
const R = `${T}.reviewers`;

export const ReviewersTable = ({ period }: { period: { from: string; to: string } }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const { data, error } = useQuery({
    queryKey: ['reviewers/stats', period],
    queryFn: ({ signal }) => post<ReviewersStats>('/mdr/reviewers/stats', period, { signal }),
    retry: false,
  });
  const label = (c: (typeof COLUMNS)[number]) => translate(`${R}.${c}`);
  const n = (v: number) => v.toLocaleString(locale);
  const none = translate(`${T}.none`);
  return (
    <Section title={translate(`${R}.title`)} hint={translate(`${R}.hint`)} testId="transparency-reviewers">
      {error && <Alert severity="warning">{errorMessage(error) ?? ''}</Alert>}
      {data && !data.list.length && <Typography color="text.secondary">{translate(`${R}.empty`)}</Typography>}
      {data && data.list.length > 0 && (
        <TableContainer sx={{ overflowX: { sm: 'auto' } }}>
          <Table size="small" data-testid="reviewers-table">
            <TableHead>
              <TableRow>{COLUMNS.map((c) => <TableCell key={c} align={c === 'name' ? 'left' : 'right'}>{label(c)}</TableCell>)}</TableRow>
            </TableHead>
            <TableBody>
              {data.list.map((s) => (
                <TableRow key={s.id} data-testid="reviewer-row">
                  <TableCell data-label={label('name')} sx={{ fontWeight: 600 }}>{s.name || s.username}</TableCell>
                  <TableCell data-label={label('decisions')} align="right">{n(s.decisions)}</TableCell>
                  <TableCell data-label={label('per_day')} align="right">{n(s.decisionsPerDay)}</TableCell>
                  <TableCell data-label={label('median')} align="right">
                    {s.medianHandlingMinutes === null ? none : translate(`${T}.minutes`, { value: n(s.medianHandlingMinutes) })}
                  </TableCell>
                  <TableCell data-label={label('appeals')} align="right">{n(s.appealsDecided)}</TableCell>
                  <TableCell data-label={label('overturned')} align="right">{n(s.overturned)}</TableCell>
                  <TableCell data-label={label('share')} align="right">
                    {s.shareOverturned === null ? none : `${(s.shareOverturned * 100).toFixed(1)}%`}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Section>
  );
};
