// The author's monthly statement (POST /mdr/authors/statement, key authors.statement;
// docs/money.md "Monthly statement"): a Beijing month picked, its six figures, its
// ledger lines with the running balance and their sources, and the CSV
// (authors.statement_export). One call per month (React Query).
import { Alert, Box, Button, Divider, Grid, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { beijingToday } from '../../../contract/days';
import { formatCents } from '../../../contract/money';
import { useHasKey } from '../../access/useCanDo';
import { download, post } from '../../http/api';
import { formatTime } from '../../i18n/time';
import { saveFile } from '../../providers/saveFile';
import { ORDER_RESOURCE } from '../orders/types';
import { RecordLink } from '../shared/RecordLink';
import { useNotifyError } from '../shared/useNotifyError';
import { WITHDRAWAL_RESOURCE } from '../withdrawals/types';
import { AUTHOR_RESOURCE, type Author } from './types';

type SourceType = 'orders' | 'order_refunds' | 'withdrawals' | 'adjustments';
interface Line {
  id: number; at: string; kind: string; amountCents: number; netCents: number; balanceCents: number;
  source: { type: SourceType; id: number } | null; orderId: number | null; reason: string;
}
interface Statement {
  month: string; openingCents: number; incomeCents: number; clawbackCents: number; withdrawnCents: number;
  adjustedCents: number; closingCents: number; lines: Line[];
}

const T = `resources.${AUTHOR_RESOURCE}.statement`;
const FIGURES = ['openingCents', 'incomeCents', 'clawbackCents', 'withdrawnCents', 'adjustedCents', 'closingCents'] as const;
/** how each figure moves the balance: clawbacks and payouts are shown as what they take out */
const SIGN: Record<(typeof FIGURES)[number], string> = {
  openingCents: '', incomeCents: '+', clawbackCents: '−', withdrawnCents: '−', adjustedCents: '', closingCents: '=',
};

/** A line's source, linked to its record: an order (a refund's is its order's page) or a withdrawal. */
const Source = ({ line }: { line: Line }) => {
  const translate = useTranslate();
  if (!line.source) return <>—</>;
  const text = translate(`${T}.source.${line.source.type}`, { id: line.source.id });
  if (line.source.type === 'withdrawals') return <RecordLink route={WITHDRAWAL_RESOURCE} id={line.source.id}>{text}</RecordLink>;
  if (line.orderId !== null) return <RecordLink route={ORDER_RESOURCE} id={line.orderId}>{text}</RecordLink>;
  return <>{text}</>;
};

const Figures = ({ s }: { s: Statement }) => {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Grid container spacing={1} data-testid="statement-figures">
      {FIGURES.map((f) => (
        <Grid key={f} size={{ xs: 6, sm: 4, md: 2 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>{SIGN[f]} {translate(`${T}.figures.${f}`)}</Typography>
          <Typography variant="subtitle1" data-testid={`statement-${f}`}>{formatCents(s[f], locale)}</Typography>
        </Grid>
      ))}
    </Grid>
  );
};

const Lines = ({ s }: { s: Statement }) => {
  const translate = useTranslate();
  const locale = useLocale();
  if (!s.lines.length) return <Typography sx={{ color: 'text.secondary' }}>{translate(`${T}.empty`)}</Typography>;
  const head = ['at', 'kind', 'amountCents', 'netCents', 'balanceCents', 'source'];
  const label = (h: string) => translate(`${T}.columns.${h}`);
  return (
    <TableContainer sx={{ maxHeight: 420, overflowX: 'auto' }}>
      <Table size="small" stickyHeader data-testid="statement-lines">
        <TableHead>
          <TableRow>{head.map((h) => <TableCell key={h} align={h.endsWith('Cents') ? 'right' : 'left'}>{label(h)}</TableCell>)}</TableRow>
        </TableHead>
        <TableBody>
          {s.lines.map((l) => (
            // data-label: the column's name beside the value where a phone stacks the row (src/layout/theme.ts)
            <TableRow key={l.id}>
              <TableCell data-label={label('at')} sx={{ whiteSpace: 'nowrap', fontWeight: { xs: 600, sm: 'inherit' } }}>{formatTime(l.at)}</TableCell>
              <TableCell data-label={label('kind')} title={l.reason || undefined}>{translate(`resources.${AUTHOR_RESOURCE}.ledger_kind.${l.kind}`)}</TableCell>
              <TableCell data-label={label('amountCents')} align="right">{formatCents(l.amountCents, locale)}</TableCell>
              <TableCell data-label={label('netCents')} align="right">{l.netCents === 0 ? '—' : formatCents(l.netCents, locale)}</TableCell>
              <TableCell data-label={label('balanceCents')} align="right">{formatCents(l.balanceCents, locale)}</TableCell>
              <TableCell data-label={label('source')} sx={{ whiteSpace: 'nowrap' }}><Source line={l} /></TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/** The statement section of the author's page, for readers holding authors.statement. */
export const AuthorStatement = () => {
  const record = useRecordContext<Author>();
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const exportable = useHasKey('authors.statement_export');
  const thisMonth = beijingToday().slice(0, 7);
  const [month, setMonth] = useState(thisMonth);
  const id = record?.id;
  const { data, error } = useQuery({
    queryKey: ['authors/statement', id, month, record?.version],
    enabled: id !== undefined && /^\d{4}-\d{2}$/.test(month),
    queryFn: ({ signal }) => post<Statement>('/mdr/authors/statement', { id, month }, { signal }),
    retry: false,
  });
  const csv = useMutation({
    mutationFn: async () => {
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
      const { blob, filename } = await download('/mdr/authors/statement_export', { id, month, timeZone });
      saveFile(blob, filename ?? `statement-${id}-${month}.csv`);
    },
    onError: (e) => notifyError(e),
  });
  return (
    <Grid size={12} data-testid="author-statement">
      <Divider sx={{ mb: 1 }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
        <Typography variant="h6" component="h3">{translate(`${T}.title`)}</Typography>
        <TextField type="month" size="small" label={translate(`${T}.month`)} value={month}
          onChange={(e) => setMonth(e.target.value)} slotProps={{ htmlInput: { max: thisMonth }, inputLabel: { shrink: true } }} />
        {exportable && (
          <Button size="small" startIcon={<DownloadIcon />} disabled={!data || csv.isPending} onClick={() => csv.mutate()}>
            {translate(`${T}.csv`)}
          </Button>
        )}
      </Stack>
      {error && <Alert severity="warning">{error instanceof Error && error.message ? error.message : translate(`${T}.error`)}</Alert>}
      {data && (
        <Box>
          <Figures s={data} />
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', my: 1 }}>{translate(`${T}.note`)}</Typography>
          <Lines s={data} />
        </Box>
      )}
    </Grid>
  );
};
