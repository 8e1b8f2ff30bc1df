import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useCanAccess, useCreatePath, useDataProvider, useLocale, useRecordContext, useTranslate } from 'react-admin';
import type { ArticleListItem } from '../../../contract/articles';
import { formatCents } from '../../../contract/money';
import type { WithdrawalListItem } from '../../../contract/withdrawals';
import type { Author } from './types';
import { formatTime } from '../../i18n/time';

const WITHDRAWALS = 'wow_author/withdraws';
const ARTICLES = 'wow_guide/article';
const PAGE = { page: 1, perPage: 10 };

function useRelated<T extends { id: number }>(resource: string, field: string, enabled = true) {
  const record = useRecordContext<Author>();
  const dataProvider = useDataProvider();
  return useQuery({
    queryKey: [resource, 'of-author', record?.id, record?.version],
    enabled: !!record && enabled,
    queryFn: () => dataProvider.getList<T>(resource, { pagination: PAGE, sort: { field, order: 'DESC' }, filter: { authorId: record!.id } }),
  }).data?.data;
}

/** The author's latest withdrawals, each a link to its page. */
export const AuthorWithdrawals = () => {
  const rows = useRelated<WithdrawalListItem>(WITHDRAWALS, 'requestedAt');
  const translate = useTranslate();
  const locale = useLocale();
  const createPath = useCreatePath();
  if (!rows) return null;
  if (!rows.length) return <Typography sx={{ color: 'text.secondary' }}>—</Typography>;
  const head = ['id', 'amountCents', 'status', 'requestedAt'].map((f) => translate(`resources.${WITHDRAWALS}.fields.${f}`));
  return (
    <Table size="small">
      <TableHead><TableRow>{head.map((h) => <TableCell key={h}>{h}</TableCell>)}</TableRow></TableHead>
      <TableBody>
        {rows.map((w) => (
          <TableRow key={w.id}>
            <TableCell data-label={head[0]}><Link to={createPath({ resource: WITHDRAWALS, type: 'show', id: w.id })}>#{w.id}</Link></TableCell>
            <TableCell data-label={head[1]}>{formatCents(w.amountCents, locale)}</TableCell>
            <TableCell data-label={head[2]}>{translate(`resources.${WITHDRAWALS}.status.${w.status}`)}</TableCell>
            <TableCell data-label={head[3]}>{formatTime(w.requestedAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** The author's latest articles, for staff who may also open the guide module. */
export const AuthorArticles = () => {
  const { canAccess } = useCanAccess({ resource: ARTICLES, action: 'list' });
  const rows = useRelated<ArticleListItem>(ARTICLES, 'createdAt', !!canAccess);
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!canAccess || !rows) return null;
  if (!rows.length) return <Typography sx={{ color: 'text.secondary' }}>—</Typography>;
  return (
    <Table size="small">
      <TableBody>
        {rows.map((a) => (
          <TableRow key={a.id}>
            <TableCell><Link to={createPath({ resource: ARTICLES, type: 'show', id: a.id })}>{a.title}</Link></TableCell>
            <TableCell>{translate(`resources.${ARTICLES}.status.${a.status}`)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
