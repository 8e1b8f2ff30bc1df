import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatTime } from '../../i18n/time';

export interface SessionRow { id: number; ip: string; userAgent: string; method: string; lastSeenAt: string }

/** Live sessions (My account and a staff member's detail page): device, address, method, last seen, an action each. */
export function SessionTable<S extends SessionRow>({ sessions, action, testId }: {
  sessions: S[]; action(session: S): ReactNode; testId?: string;
}) {
  const translate = useTranslate();
  // each cell carries its column's name: on a phone the table stacks under those names (src/layout/theme.ts)
  const [device, ip, method, lastSeen] = ['device', 'ip', 'method', 'last_seen'].map((key) => translate(`account.sessions.${key}`));
  return (
    <Table size="small" data-testid={testId}>
      <TableHead>
        <TableRow>
          {[device, ip, method, lastSeen].map((head) => <TableCell key={head}>{head}</TableCell>)}
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {sessions.map((s) => (
          <TableRow key={s.id}>
            <TableCell data-label={device} sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>{s.userAgent}</TableCell>
            <TableCell data-label={ip}>{s.ip}</TableCell>
            <TableCell data-label={method}>{translate(`account.sessions.method_${s.method === 'qr' ? 'qr' : 'password'}`)}</TableCell>
            <TableCell data-label={lastSeen}>{formatTime(s.lastSeenAt)}</TableCell>
            <TableCell align="right">{action(s)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
