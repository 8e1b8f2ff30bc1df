// The rows behind one day's differences (POST /mdr/reconciliation/day): per order or
// withdrawal, what it is due beside what the ledger holds that day, linked to the
// order, the withdrawal and the author (whose page shows the ledger rows). A dialog,
// full screen on a phone.
import {
  Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableContainer, TableHead, TableRow,
  useMediaQuery, type Theme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslate } from 'react-admin';
import { formatCents } from '../../../contract/money';
import { post } from '../../http/api';
import { AUTHOR_RESOURCE } from '../authors/types';
import { ORDER_RESOURCE } from '../orders/types';
import { RecordLink } from '../shared/RecordLink';
import { WITHDRAWAL_RESOURCE } from '../withdrawals/types';
import { RECONCILIATION_RESOURCE, type Cause } from './types';

const T = `resources.${RECONCILIATION_RESOURCE}.causes`;

const SourceLink = ({ cause }: { cause: Cause }) => {
  const translate = useTranslate();
  const { source } = cause;
  if (!source) return <>—</>;
  const orders = source.type === 'orders';
  return (
    <>
      <RecordLink route={orders ? ORDER_RESOURCE : WITHDRAWAL_RESOURCE} id={source.id}>
        {translate(`${T}.${orders ? 'order' : 'withdrawal'}`, { id: source.id })}
      </RecordLink>
      {cause.refundIds.length > 0 && <> · {translate(`${T}.refunds`, { ids: cause.refundIds.join(', #') })}</>}
    </>
  );
};

const CausesTable = ({ list }: { list: Cause[] }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const head = ['check', 'source', 'author', 'due', 'ledger', 'ledger_ids'];
  const label = (h: string) => translate(h === 'check' ? `resources.${RECONCILIATION_RESOURCE}.fields.differenceCents` : `${T}.${h}`);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="day-causes">
        <TableHead>
          <TableRow>{head.map((h) => <TableCell key={h}>{label(h)}</TableCell>)}</TableRow>
        </TableHead>
        <TableBody>
          {list.map((c, i) => (
            <TableRow key={`${c.check}-${c.source?.id ?? i}`} data-testid="day-cause">
              <TableCell data-label={label('check')}>{translate(`${T}.check.${c.check}`)}</TableCell>
              <TableCell data-label={label('source')} sx={{ whiteSpace: 'nowrap' }}><SourceLink cause={c} /></TableCell>
              <TableCell data-label={label('author')} sx={{ whiteSpace: 'nowrap' }}>
                <RecordLink route={AUTHOR_RESOURCE} id={c.authorId}>{translate(`${T}.author_link`, { id: c.authorId ?? '' })}</RecordLink>
              </TableCell>
              <TableCell data-label={label('due')} align="right">{formatCents(c.dueCents, locale)}</TableCell>
              <TableCell data-label={label('ledger')} align="right" sx={{ color: 'error.main', fontWeight: 600 }}>{formatCents(c.ledgerCents, locale)}</TableCell>
              <TableCell data-label={label('ledger_ids')}>{c.ledgerIds.length ? c.ledgerIds.map((id) => `#${id}`).join(', ') : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

export const DayCauses = ({ day, onClose }: { day: string; onClose: () => void }) => {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const { data } = useQuery({
    queryKey: ['reconciliation/day', day],
    queryFn: ({ signal }) => post<{ day: string; list: Cause[] }>('/mdr/reconciliation/day', { day }, { signal }),
  });
  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="md" fullWidth>
      <DialogTitle>{translate(`${T}.title`, { day })}</DialogTitle>
      <DialogContent>
        {data && (data.list.length ? <CausesTable list={data.list} /> : <Alert severity="info">{translate(`${T}.empty`)}</Alert>)}
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{translate(`${T}.close`)}</Button></DialogActions>
    </Dialog>
  );
};
