import { useState } from 'react';
import { Box, List as MuiList, ListItem, ListItemText, MenuItem, TablePagination, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Button, useDataProvider, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { AUTHOR_LEDGER, type LedgerRecord } from '../../../contract/author_ledger';
import { formatCents } from '../../../contract/money';
import { useHasKey } from '../../access/useCanDo';
import type { ModeratorDataProvider } from '../../providers/types';
import { ListTotals } from '../shared/ListTotals';
import { useNotifyError } from '../shared/useNotifyError';
import { LedgerSource } from './LedgerSource';
import { AUTHOR_RESOURCE, type Author } from './types';
import { formatTime } from '../../i18n/time';

const LEDGER_PAGE = 50;
const KINDS = ['income', 'refund_clawback', 'withdrawal_freeze', 'withdrawal_unfreeze', 'withdrawal_paid', 'adjustment'] as const;
const SORT = { field: 'id', order: 'DESC' } as const;
// the texts are the author page's, wherever the ledger shows
const resource = AUTHOR_RESOURCE;

export interface AuthorLedgerProps {
  /** whose: the author of the record shown (a withdrawal's `authorId` in the review queue); default the author page's own */
  authorId?: number;
  /** entries per page */
  perPage?: number;
}

/** The sums' labels: the ledger's own fields (the author page's messages are the author's). */
const sumLabels = (locale: string) => Object.fromEntries((['amountCents', 'availableDelta', 'frozenDelta'] as const)
  .map((f) => [f, AUTHOR_LEDGER.fields[f].label[locale === 'zh-CN' ? 0 : 1]]));

interface LedgerFilter { kind: string; from: string; to: string }

/** Kind and a Beijing-day range (the API's createdFrom/createdTo), and the CSV of the filter for holders of author_ledger.export. */
const LedgerTools = ({ filter, onChange, apiFilter }: { filter: LedgerFilter; onChange(f: LedgerFilter): void; apiFilter: object }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ModeratorDataProvider>();
  const notifyError = useNotifyError();
  const canExport = useHasKey('author_ledger.export');
  const exporter = useMutation({
    mutationFn: () => dataProvider.exportCsv('author_ledger', { filter: apiFilter, sort: SORT }),
    onError: (error) => notifyError(error, 'mdr.export.failed'),
  });
  const t = (key: string) => translate(`resources.${resource}.ledger_filter.${key}`);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <TextField select size="small" label={t('kind')} value={filter.kind} sx={{ minWidth: 160 }} data-testid="ledger-kind"
        onChange={(e) => onChange({ ...filter, kind: e.target.value })}>
        <MenuItem value="">{t('all')}</MenuItem>
        {KINDS.map((k) => <MenuItem key={k} value={k}>{translate(`resources.${resource}.ledger_kind.${k}`)}</MenuItem>)}
      </TextField>
      {(['from', 'to'] as const).map((end) => (
        <TextField key={end} type="date" size="small" label={t(end)} value={filter[end]} slotProps={{ inputLabel: { shrink: true } }}
          onChange={(e) => onChange({ ...filter, [end]: e.target.value })} />
      ))}
      {canExport && (
        <Button label="mdr.action.export" onClick={() => exporter.mutate()} disabled={exporter.isPending} data-testid="ledger-export">
          <DownloadIcon />
        </Button>
      )}
    </Box>
  );
};

/**
 * The author's ledger, newest first, a page at a time from the API: what moved, by how much, the
 * balance after, and what made it (a link to its order or withdrawal); on the author's page also
 * filtered by kind and day, with the totals of the filter and its export.
 * For readers holding `author_ledger.read` (the API refuses others).
 */
export const AuthorLedger = ({ authorId, perPage = LEDGER_PAGE }: AuthorLedgerProps) => {
  const record = useRecordContext<Author>();
  const id = authorId ?? record?.id;
  const tools = authorId === undefined;
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<LedgerFilter>({ kind: '', from: '', to: '' });
  const apiFilter = {
    authorId: id, ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.from ? { createdFrom: filter.from } : {}), ...(filter.to ? { createdTo: filter.to } : {}),
  };
  const { data } = useQuery({
    queryKey: ['author_ledger', apiFilter, page, perPage, authorId === undefined ? record?.version : undefined],
    enabled: id !== undefined,
    placeholderData: keepPreviousData,
    queryFn: () => dataProvider.getList<LedgerRecord>('author_ledger', { pagination: { page, perPage }, sort: SORT, filter: apiFilter }),
  });
  const rows = data?.data ?? [];
  const changeFilter = (next: LedgerFilter) => { setFilter(next); setPage(1); };
  return (
    <Box data-testid="author-ledger-section">
      {tools && <LedgerTools filter={filter} onChange={changeFilter} apiFilter={apiFilter} />}
      {tools && data?.meta?.totals && <ListTotals totals={data.meta.totals as Record<string, number>} labels={sumLabels(locale)} />}
      {data && !rows.length && <Typography sx={{ color: 'text.secondary' }}>{translate(`resources.${resource}.ledger_empty`)}</Typography>}
      <MuiList dense data-testid="author-ledger">
        {rows.map((r) => {
          const delta = r.availableDelta !== 0 ? r.availableDelta : r.frozenDelta;
          return (
            <ListItem key={r.id} divider>
              <ListItemText
                primary={<>{`${translate(`resources.${resource}.ledger_kind.${r.kind}`)} ${delta > 0 ? '+' : ''}${formatCents(delta, locale)} · `}
                  <LedgerSource row={r} /></>}
                secondary={`${formatTime(r.createdAt)} · ${translate(`resources.${resource}.fields.availableCents`)} `
                  + `${formatCents(r.availableAfter, locale)} · ${translate(`resources.${resource}.fields.frozenCents`)} `
                  + `${formatCents(r.frozenAfter, locale)}${r.reason ? ` · ${r.reason}` : ''}`} />
            </ListItem>
          );
        })}
      </MuiList>
      {(data?.total ?? 0) > perPage && (
        <TablePagination component="div" count={data?.total ?? 0} page={page - 1} rowsPerPage={perPage} rowsPerPageOptions={[perPage]}
          onPageChange={(_e, next) => setPage(next + 1)} data-testid="ledger-pagination" />
      )}
    </Box>
  );
};
