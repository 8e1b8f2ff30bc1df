import type { ReactNode } from 'react';
import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatTime } from '../../i18n/time';
import { sessionName, type SessionDeviceFields } from './sessionName';

export interface SessionRow extends SessionDeviceFields {
  id: number; ip: string; userAgent: string; method: string; createdAt: string; lastSeenAt: string;
  /** the session of this page (My account only) */
  current?: boolean;
}

const COLUMNS = ['device', 'ip', 'method', 'created', 'last_seen'] as const;

/**
 * Live sessions (My account and a staff member's detail page): each named by
 * device and browser, the raw user agent on hover, where from, how it signed
 * in, first and last seen, an action each.
 */
export function SessionTable<S extends SessionRow>({ sessions, action, testId }: {
  sessions: S[]; action(session: S): ReactNode; testId?: string;
}) {
  const translate = useTranslate();
  // each cell carries its column's name: on a phone the table stacks under those names (src/layout/theme.ts)
  const [device, ip, method, created, lastSeen] = COLUMNS.map((key) => translate(`account.sessions.${key}`));
  return (
    <Table size="small" data-testid={testId}>
      <TableHead>
        <TableRow>
          {[device, ip, method, created, lastSeen].map((head) => <TableCell key={head}>{head}</TableCell>)}
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {sessions.map((s) => (
          <TableRow key={s.id} data-testid={`session-${s.id}`} selected={s.current}>
            <TableCell data-label={device} title={s.userAgent} sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>
              {/* one child: on a phone the cell is a grid of its label and this */}
              <Box component="span">
                <Box component="span" data-testid="session-name" sx={{ mr: 1 }}>{sessionName(s, translate)}</Box>
                {s.current && <Chip size="small" color="primary" variant="outlined" label={translate('account.sessions.current')} />}
              </Box>
            </TableCell>
            <TableCell data-label={ip} sx={{ overflowWrap: 'anywhere' }}>{s.ip}</TableCell>
            <TableCell data-label={method}>{translate(`account.sessions.method_${s.method === 'qr' ? 'qr' : 'password'}`)}</TableCell>
            <TableCell data-label={created}>{formatTime(s.createdAt)}</TableCell>
            <TableCell data-label={lastSeen}>{formatTime(s.lastSeenAt)}</TableCell>
            <TableCell align="right">{action(s)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
