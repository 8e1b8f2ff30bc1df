import { Button, Card, CardContent, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { useNotifyError } from '../../resources/shared/useNotifyError';
import { accountApi } from './accountApi';

/** My live sessions: device, address, last seen; any but this one can be signed out. */
export const SessionsCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const client = useQueryClient();
  const { data = [] } = useQuery({ queryKey: ['account', 'sessions'], queryFn: accountApi.sessions });
  const revoke = useMutation({
    mutationFn: (id: number) => accountApi.revokeSession(id),
    onSuccess: () => {
      notify('account.sessions.revoked', { type: 'success' });
      return client.invalidateQueries({ queryKey: ['account', 'sessions'] });
    },
    onError: (error) => notifyError(error),
  });
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" gutterBottom>{translate('account.sessions.title')}</Typography>
        <Table size="small" data-testid="own-sessions">
          <TableHead>
            <TableRow>
              <TableCell>{translate('account.sessions.device')}</TableCell>
              <TableCell>{translate('account.sessions.ip')}</TableCell>
              <TableCell>{translate('account.sessions.method')}</TableCell>
              <TableCell>{translate('account.sessions.last_seen')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((s) => (
              <TableRow key={s.id}>
                <TableCell sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>{s.userAgent}</TableCell>
                <TableCell>{s.ip}</TableCell>
                <TableCell>{translate(`account.sessions.method_${s.method === 'qr' ? 'qr' : 'password'}`)}</TableCell>
                <TableCell>{new Date(s.lastSeenAt).toLocaleString()}</TableCell>
                <TableCell align="right">
                  {s.current
                    ? <Chip size="small" label={translate('account.sessions.current')} />
                    : <Button size="small" onClick={() => revoke.mutate(s.id)} disabled={revoke.isPending}>
                      {translate('account.sessions.revoke')}
                    </Button>}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
};
