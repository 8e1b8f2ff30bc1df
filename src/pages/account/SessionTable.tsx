import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { formatTime } from '../../i18n/time';

export interface SessionRow { id: number; ip: string; userAgent: string; method: string; lastSeenAt: string }

/** Live sessions (My account and a staff member's detail page): device, address, method, last seen, an action each. */
export function SessionTable<S extends SessionRow>({ sessions, action, testId }: {
  sessions: S[]; action(session: S): ReactNode; testId?: string;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Table size="small" data-testid={testId}>
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
        {sessions.map((s) => (
          <TableRow key={s.id}>
            <TableCell sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>{s.userAgent}</TableCell>
            <TableCell>{s.ip}</TableCell>
            <TableCell>{translate(`account.sessions.method_${s.method === 'qr' ? 'qr' : 'password'}`)}</TableCell>
            <TableCell>{formatTime(s.lastSeenAt, locale)}</TableCell>
            <TableCell align="right">{action(s)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
