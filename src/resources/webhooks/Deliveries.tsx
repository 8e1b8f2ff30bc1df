// A hook's deliveries, newest first, each with its attempts (status, error,
// time taken) and, for holders of webhooks.manage, a resend button. Each table
// cell carries its column's name: on a phone the table stacks under those names
// (src/layout/theme.ts).
import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, Box, Button, Pagination, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { WebhookAttempt, WebhookDelivery } from '../../../contract/records/webhooks';
import { post } from '../../http/client';
import { useCanDo } from '../../access/useCanDo';
import { formatTime } from '../../i18n/time';
import { useNotifyError } from '../shared/useNotifyError';
import { w } from './types';

const PAGE_SIZE = 10;
const d = (key: string) => w(`deliveries.${key}`);

const Attempts = ({ tries }: { tries: WebhookAttempt[] }) => {
  const translate = useTranslate();
  return (
    <Box component="ol" sx={{ m: 0, pl: 2.5, fontSize: '0.8125rem' }}>
      {tries.map((a, i) => (
        <li key={i}>
          {formatTime(a.at)} · {a.statusCode ?? translate(d('no_answer'))}{a.error ? ` · ${a.error}` : ''} · {a.durationMs} ms
        </li>
      ))}
    </Box>
  );
};

const ResendButton = ({ delivery, onDone }: { delivery: WebhookDelivery; onDone: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const resend = useMutation({
    mutationFn: () => post('/mdr/webhooks/resend', { id: delivery.id }),
    onSuccess: () => {
      notify(d('resent'), { type: 'success' });
      onDone();
    },
    onError: notifyError,
  });
  return (
    <Button size="small" startIcon={<ReplayIcon />} disabled={resend.isPending} onClick={() => resend.mutate()}
      data-testid={`webhook-resend-${delivery.id}`}>
      {translate(d('resend'))}
    </Button>
  );
};

export const Deliveries = ({ webhookId }: { webhookId: number }) => {
  const translate = useTranslate();
  const canResend = useCanDo()('resend');
  const [page, setPage] = useState(1);
  const client = useQueryClient();
  const key = ['webhooks/deliveries', webhookId, page];
  const { data, error } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => post<{ list: WebhookDelivery[]; total: number }>('/mdr/webhooks/deliveries', { webhookId, page, pageSize: PAGE_SIZE }, { signal }),
    // a pending delivery moves by itself: look again while one waits
    refetchInterval: (q) => (q.state.data?.list.some((x) => x.status === 'pending') ? 3_000 : false),
  });
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  if (!data) return null;
  if (!data.total) return <Alert severity="info">{translate(d('none'))}</Alert>;
  const heads = ['notice', 'kind', 'status', 'attempts', 'next', 'tries'].map((h) => translate(d(h)));
  return (
    <>
      <Table size="small">
        <TableHead>
          <TableRow>{heads.map((h) => <TableCell key={h}>{h}</TableCell>)}<TableCell /></TableRow>
        </TableHead>
        <TableBody>
          {data.list.map((x) => (
            <TableRow key={x.id} data-testid={`webhook-delivery-${x.id}`}>
              <TableCell data-label={heads[0]}>#{x.noticeId}</TableCell>
              <TableCell data-label={heads[1]}>{translate(w(`kinds.${x.kind}`))}</TableCell>
              <TableCell data-label={heads[2]}>{translate(w(`states.${x.status}`))}</TableCell>
              <TableCell data-label={heads[3]}>{x.attempts}</TableCell>
              <TableCell data-label={heads[4]}>{x.status === 'pending' ? formatTime(x.nextAttemptAt) : formatTime(x.deliveredAt) || '—'}</TableCell>
              <TableCell data-label={heads[5]}><Attempts tries={x.tries} /></TableCell>
              <TableCell align="right">
                {canResend && <ResendButton delivery={x} onDone={() => client.invalidateQueries({ queryKey: ['webhooks/deliveries', webhookId] })} />}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {data.total > PAGE_SIZE && (
        <Pagination sx={{ mt: 1 }} count={Math.ceil(data.total / PAGE_SIZE)} page={page} onChange={(_e, p) => setPage(p)} />
      )}
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>{data.total}</Typography>
    </>
  );
};
