// Each Beijing day's closing hash of the audit chain (`/mdr/audit_log/days {from, to}`), for an
// auditor to keep outside the system and hold `npm run audit:verify` to later (docs/audit.md).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert, Box, Card, CardContent, IconButton, LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow,
  TextField, Tooltip, Typography,
} from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { beijingToday } from '../../../contract/days';
import { post } from '../../http/api';
import { ApiCode, ApiError } from '../../http/ApiError';
import { useIsPhone } from '../../layout/useIsPhone';
import { AUDIT_RESOURCE, type AuditDay } from './types';

const t = (key: string) => `resources.${AUDIT_RESOURCE}.days.${key}`;
const DAY_MS = 86_400_000;

const CopyButton = ({ text }: { text: string }) => {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(text);
    setCopied(true);
  };
  return (
    <Tooltip title={translate(copied ? t('copied') : t('copy'))} onClose={() => setCopied(false)}>
      <IconButton size="small" onClick={copy} aria-label={translate(t('copy'))}><ContentCopyIcon fontSize="inherit" /></IconButton>
    </Tooltip>
  );
};

/** The hash whole, in monospace, wrapping anywhere so a phone shows all of it; selectable and copyable. */
const Hash = ({ value }: { value: string }) => (
  <Stack direction="row" sx={{ alignItems: 'center' }} spacing={0.5}>
    <Typography component="code" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', wordBreak: 'break-all' }}>{value}</Typography>
    <CopyButton text={value} />
  </Stack>
);

const DayRows = ({ days }: { days: AuditDay[] }) => {
  const translate = useTranslate();
  const phone = useIsPhone();
  if (phone) {
    return (
      <Stack spacing={1.5}>
        {days.map((d) => (
          <Box key={d.day} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
            <Typography variant="subtitle2">{d.day} · {d.rows} · #{d.firstSeq}–{d.lastSeq}</Typography>
            <Hash value={d.closingHash} />
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {['day', 'rows', 'seqs', 'hash'].map((k) => <TableCell key={k}>{translate(t(k))}</TableCell>)}
        </TableRow>
      </TableHead>
      <TableBody>
        {days.map((d) => (
          <TableRow key={d.day}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{d.day}</TableCell>
            <TableCell align="right">{d.rows}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{d.firstSeq}–{d.lastSeq}</TableCell>
            <TableCell><Hash value={d.closingHash} /></TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** The days of a chosen range (the last week by default), newest first as the trail is. */
export const DailyHashes = () => {
  const translate = useTranslate();
  const [from, setFrom] = useState(() => beijingToday(Date.now() - 6 * DAY_MS));
  const [to, setTo] = useState(() => beijingToday());
  const { data, isPending, error } = useQuery({
    queryKey: ['audit_log', 'days', from, to],
    queryFn: async () => (await post<{ list: AuditDay[] }>('/mdr/audit_log/days', { from, to })).list,
    enabled: !!from && !!to && from <= to,
    // a missing route (-4) or a refusal stays so: asking again only delays saying it
    retry: false,
  });
  // before the chain exists the route does not either
  const unavailable = error instanceof ApiError && error.code === ApiCode.notFound;
  const days = [...(data ?? [])].sort((a, b) => b.day.localeCompare(a.day));
  return (
    <Card>
      <Title title={`resources.${AUDIT_RESOURCE}.title`} />
      <CardContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>{translate(t('intro'))}</Typography>
        <Stack direction="row" spacing={2} sx={{ mb: 2, '& .MuiTextField-root': { width: 180 } }}>
          <TextField type="date" size="small" label={translate(t('from'))} value={from} onChange={(e) => setFrom(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }} />
          <TextField type="date" size="small" label={translate(t('to'))} value={to} onChange={(e) => setTo(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }} />
        </Stack>
        {isPending && from <= to && <LinearProgress aria-label={translate(t('hash'))} />}
        {unavailable && <Alert severity="info">{translate(t('unavailable'))}</Alert>}
        {error && !unavailable && <Alert severity="error">{error.message}</Alert>}
        {data && days.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{translate(t('empty'))}</Typography>}
        {days.length > 0 && <DayRows days={days} />}
      </CardContent>
    </Card>
  );
};
