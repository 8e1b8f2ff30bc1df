// One day's figures of the reconciliation (POST /mdr/reconciliation/daily), as the
// desktop table's cells and as a phone's stacked entry: the same fields, labels and
// colours either way. A difference shows in the theme's error colour with its amount
// in words beside it (not colour alone).
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { Box, Button, Stack } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { formatCents } from '../../../contract/money';
import { RECONCILIATION_RESOURCE, type DailyRow } from './types';

export const T = `resources.${RECONCILIATION_RESOURCE}`;

/** Each compared pair: the due figure, the ledger's, and their difference. */
const PAIRS = [
  ['authorsShareCents', 'ledgerIncomeCents', 'incomeDifferenceCents'],
  ['clawbacksDueCents', 'ledgerClawbackCents', 'clawbackDifferenceCents'],
  ['withdrawalsPaidCents', 'ledgerDebitsCents', 'withdrawalDifferenceCents'],
] as const;

type MoneyField = 'ordersPaidCents' | 'refundsCents' | 'adjustmentsCents' | (typeof PAIRS)[number][0 | 1];

/** The money figures in column order, each with the difference of its pair where it is the ledger's side. */
export const MONEY: { field: MoneyField; diff?: (typeof PAIRS)[number][2] }[] = [
  { field: 'ordersPaidCents' }, { field: 'refundsCents' },
  ...PAIRS.flatMap(([due, ledger, diff]) => [{ field: due }, { field: ledger, diff }]),
  { field: 'adjustmentsCents' },
];

/** Where a money figure differs from its pair: its style. */
export const offStyle = (diff?: number) => (diff ? { color: 'error.main', fontWeight: 600 } : {});

/** A money figure, with its pair's difference below it where there is one. */
export const MoneyValue = ({ cents, diff }: { cents: number; diff?: number }) => {
  const locale = useLocale();
  return (
    <>
      {formatCents(cents, locale)}
      {!!diff && <Box component="span" sx={{ display: 'block', fontSize: '0.75rem' }}>({diff > 0 ? '+' : ''}{formatCents(diff, locale)})</Box>}
    </>
  );
};

/** The day's difference: "balanced" in green, or a button naming the amount that opens the causes. */
export const DifferenceValue = ({ row, onOpen }: { row: DailyRow; onOpen: () => void }) => {
  const translate = useTranslate();
  const locale = useLocale();
  if (row.differenceCents === 0) {
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'success.main', whiteSpace: 'nowrap' }}>
        <CheckCircleOutlineIcon fontSize="small" /><span>{translate(`${T}.balanced`)}</span>
      </Stack>
    );
  }
  return (
    <Button size="small" color="error" startIcon={<ErrorOutlineIcon />} onClick={onOpen} sx={{ whiteSpace: 'nowrap' }}>
      {translate(`${T}.differs`, { amount: formatCents(row.differenceCents, locale) })}
    </Button>
  );
};

/** A phone's view of the days: one entry per day, each figure on a line under its name, newest first. */
export const DayEntries = ({ list, onOpen }: { list: DailyRow[]; onOpen: (day: string) => void }) => {
  const translate = useTranslate();
  return (
    <Box component="ul" data-testid="list-entries" aria-label={translate(`${T}.name`)} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {[...list].reverse().map((row) => (
        <Box component="li" key={row.day} data-testid="reconciliation-day" data-day={row.day}
          sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', ...(row.differenceCents ? { bgcolor: 'action.selected' } : {}) }}>
          <Box component="h3" sx={{ typography: 'subtitle1', fontWeight: 600, m: 0 }}>{row.day}</Box>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', columnGap: 1, rowGap: 0.5, m: 0 }}>
            {MONEY.map(({ field, diff }) => (
              <Box key={field} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ color: 'text.secondary' }}>{translate(`${T}.fields.${field}`)}</Box>
                <Box component="dd" sx={{ m: 0, textAlign: 'right', ...offStyle(diff && row[diff]) }}>
                  <MoneyValue cents={row[field]} diff={diff && row[diff]} />
                </Box>
              </Box>
            ))}
            <Box component="dt" sx={{ color: 'text.secondary', alignSelf: 'center' }}>{translate(`${T}.fields.differenceCents`)}</Box>
            <Box component="dd" data-testid="day-difference" data-difference={row.differenceCents} sx={{ m: 0, justifySelf: 'end' }}>
              <DifferenceValue row={row} onOpen={() => onOpen(row.day)} />
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
};
