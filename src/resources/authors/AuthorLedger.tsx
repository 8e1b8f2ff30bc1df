import { List as MuiList, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocale, useRecordContext, useTranslate } from 'react-admin';
import type { LedgerRecord } from '../../../contract/author_ledger';
import { formatCents } from '../../../contract/money';
import { AUTHOR_RESOURCE, type Author } from './types';
import { formatTime } from '../../i18n/time';

const LEDGER_PAGE = 50;

export interface AuthorLedgerProps {
  /** whose: the author of the record shown (a withdrawal's `authorId` in the review queue); default the author page's own */
  authorId?: number;
  /** how many of the newest entries */
  perPage?: number;
}

/**
 * The author's ledger as a timeline, newest first: what moved, by how much, the balance after.
 * For readers holding `author_ledger.read` (the API refuses others).
 */
export const AuthorLedger = ({ authorId, perPage = LEDGER_PAGE }: AuthorLedgerProps) => {
  const record = useRecordContext<Author>();
  const id = authorId ?? record?.id;
  // the texts are the author page's, wherever the ledger shows
  const resource = AUTHOR_RESOURCE;
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const locale = useLocale();
  const { data } = useQuery({
    queryKey: ['author_ledger', id, perPage, authorId === undefined ? record?.version : undefined],
    enabled: id !== undefined,
    queryFn: () => dataProvider.getList<LedgerRecord>('author_ledger', {
      pagination: { page: 1, perPage }, sort: { field: 'id', order: 'DESC' }, filter: { authorId: id },
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
