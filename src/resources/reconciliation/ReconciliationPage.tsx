// #/orders/reconciliation: a range of Beijing days (default the last 30), one row per
// day from POST /mdr/reconciliation/daily, each difference in the theme's error
// colour with an icon and its amount in words (not colour alone), as a table on a
// wide screen and stacked entries on a phone (./DayFigures.tsx); a day that
// differs opens the rows causing it (./DayCauses.tsx). The balances' check
// (ledger sums vs balances) sits above the table.
import { Alert, Box, Card, CardContent, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useLocale, useTranslate } from 'react-admin';
import { beijingToday } from '../../../contract/days';
import { formatCents } from '../../../contract/money';
import { post } from '../../http/api';
import { useIsPhone } from '../../layout/useIsPhone';
import { errorMessage } from '../shared/errors';
import { DayCauses } from './DayCauses';
import { DayEntries, DifferenceValue, MoneyValue, MONEY, offStyle, T } from './DayFigures';
import type { Balances, DailyRow } from './types';

const DAY_MS = 86_400_000;

/** The Beijing day `days` before today. */
const daysAgo = (days: number) => new Date(Date.parse(beijingToday()) - days * DAY_MS).toISOString().slice(0, 10);

const COLUMNS = ['day', ...MONEY.map((m) => m.field), 'differenceCents'];

/** A wide screen's view of the days: one row per day, newest first, in a table that scrolls sideways. */
const DaysTable = ({ list, onOpen }: { list: DailyRow[]; onOpen: (day: string) => void }) => {
  const translate = useTranslate();
  const label = (field: string) => translate(`${T}.fields.${field}`);
  return (
    <TableContainer tabIndex={0} role="region" aria-label={translate(`${T}.name`)} sx={{ overflowX: 'auto', maxHeight: { md: 640 } }}>
      <Table size="small" stickyHeader data-testid="reconciliation-days">
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => <TableCell key={c} align={c === 'day' || c === 'differenceCents' ? 'left' : 'right'}>{label(c)}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {[...list].reverse().map((row) => (
            <TableRow key={row.day} data-testid="reconciliation-day" data-day={row.day} selected={row.differenceCents !== 0}>
              <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{row.day}</TableCell>
              {MONEY.map(({ field, diff }) => (
                <TableCell key={field} align="right" sx={{ whiteSpace: 'nowrap', ...offStyle(diff && row[diff]) }}>
                  <MoneyValue cents={row[field]} diff={diff && row[diff]} />
                </TableCell>
              ))}
              <TableCell data-testid="day-difference" data-difference={row.differenceCents}>
                <DifferenceValue row={row} onOpen={() => onOpen(row.day)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/** The balances' check: every author's balance against the sum of their ledger rows. */
const BalancesCheck = ({ balances }: { balances: Balances }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const money = (c: number) => formatCents(c, locale);
  if (balances.ok) {
    return <Alert severity="success" data-testid="balances-check">{translate(`${T}.balances_ok`, { available: money(balances.availableCents), frozen: money(balances.frozenCents) })}</Alert>;
  }
  return (
    <Alert severity="error" data-testid="balances-check">
      {translate(`${T}.balances_bad`, { authors: balances.authors.length, orders: balances.orders.length })}
      {balances.authors.map((a) => (
        <div key={`a${a.authorId}`}>{translate(`${T}.author_row`, { id: a.authorId, available: money(a.availableCents),
          ledgerAvailable: money(a.ledgerAvailable), frozen: money(a.frozenCents), ledgerFrozen: money(a.ledgerFrozen) })}</div>
      ))}
      {balances.orders.map((o) => <div key={`o${o.orderId}`}>{translate(`${T}.order_row`, { id: o.orderId, rows: o.incomeRows })}</div>)}
    </Alert>
  );
};

export const ReconciliationPage = () => {
  const translate = useTranslate();
  const phone = useIsPhone();
  const [range, setRange] = useState({ from: daysAgo(29), to: beijingToday() });
  const [open, setOpen] = useState<string | null>(null);
  const { data, error } = useQuery({
    queryKey: ['reconciliation/daily', range],
    queryFn: ({ signal }) => post<{ list: DailyRow[]; balances: Balances }>('/mdr/reconciliation/daily', range, { signal }),
    retry: false,
  });
  const differing = data?.list.filter((d) => d.differenceCents !== 0).length ?? 0;
  const day = (key: 'from' | 'to') => (
    <TextField type="date" size="small" label={translate(`${T}.${key}`)} value={range[key]} sx={{ width: { sm: 200 }, flexShrink: 0 }}
      onChange={(e) => e.target.value && setRange({ ...range, [key]: e.target.value })}
      slotProps={{ htmlInput: { max: beijingToday(), 'data-testid': `range-${key}` }, inputLabel: { shrink: true } }} />
  );
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={translate(`${T}.title`)} />
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
          {day('from')}{day('to')}
          {data && (
            <Typography data-testid="reconciliation-summary" sx={differing ? { color: 'error.main', fontWeight: 600 } : undefined}>
              {differing ? translate(`${T}.days_differ`, { count: differing }) : translate(`${T}.all_zero`, { count: data.list.length })}
            </Typography>
          )}
        </Stack>
        {error && <Alert severity="warning">{translate(`${T}.bad_range`, { message: errorMessage(error) ?? '' })}</Alert>}
        {data && <Box sx={{ mb: 2 }}><BalancesCheck balances={data.balances} /></Box>}
        {data && (phone ? <DayEntries list={data.list} onOpen={setOpen} /> : <DaysTable list={data.list} onOpen={setOpen} />)}
        {open && <DayCauses day={open} onClose={() => setOpen(null)} />}
      </CardContent>
    </Card>
  );
};
