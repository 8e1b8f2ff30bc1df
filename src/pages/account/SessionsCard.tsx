import { Button, Card, CardContent, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { useNotifyError } from '../../resources/shared/useNotifyError';
import { accountApi } from './accountApi';
import { SessionTable } from './SessionTable';

/** My live sessions: device and browser, address, first and last seen; any but this one (marked) can be signed out. */
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
        {/* this session is marked in the table; signing it out here would be signing out */}
        <SessionTable sessions={data} testId="own-sessions" action={(s) => !s.current && (
          <Button size="small" onClick={() => revoke.mutate(s.id)} disabled={revoke.isPending}>
            {translate('account.sessions.revoke')}
          </Button>)} />
      </CardContent>
    </Card>
  );
};
