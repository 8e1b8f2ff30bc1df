import { List as MuiList, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocale, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { LedgerRecord } from '../../../contract/author_ledger';
import { formatCents } from '../../../contract/money';
import type { Author } from './types';
import { formatTime } from '../../i18n/time';

const LEDGER_PAGE = 50;

/** The author's ledger as a timeline, newest first: what moved, by how much, the balance after. */
export const AuthorLedger = () => {
  const record = useRecordContext<Author>();
  const resource = useResourceContext();
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const locale = useLocale();
  const { data } = useQuery({
    queryKey: ['author_ledger', record?.id, record?.version],
    enabled: !!record,
    queryFn: () => dataProvider.getList<LedgerRecord>('author_ledger', {
      pagination: { page: 1, perPage: LEDGER_PAGE }, sort: { field: 'id', order: 'DESC' }, filter: { authorId: record!.id },
    }),
  });
  const rows = data?.data ?? [];
  if (data && !rows.length) return <Typography color="text.secondary">{translate(`resources.${resource}.ledger_empty`)}</Typography>;
  return (
    <MuiList dense data-testid="author-ledger">
      {rows.map((r) => {
        const delta = r.availableDelta !== 0 ? r.availableDelta : r.frozenDelta;
        return (
          <ListItem key={r.id} divider>
            <ListItemText
              primary={`${translate(`resources.${resource}.ledger_kind.${r.kind}`)} ${delta > 0 ? '+' : ''}${formatCents(delta, locale)}`}
              secondary={`${formatTime(r.createdAt, locale)} · ${translate(`resources.${resource}.fields.availableCents`)} `
                + `${formatCents(r.availableAfter, locale)} · ${translate(`resources.${resource}.fields.frozenCents`)} `
                + `${formatCents(r.frozenAfter, locale)}${r.reason ? ` · ${r.reason}` : ''}`} />
          </ListItem>
        );
      })}
    </MuiList>
  );
};
