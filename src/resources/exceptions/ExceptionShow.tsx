import {
  Box, Divider, Grid, LinearProgress, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography,
} from '@mui/material';
import { Labeled, NumberField, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { ExceptionBreakdownRow } from '../../../contract/exceptions';
import { RecordHistory } from '../shared';
import { LocaleDateField, ZonedLabel } from '../shared/LocaleDateField';
import { TransitionButtons } from '../shared/TransitionButtons';
import { GroupStatus } from './RegressedChip';
import { Sparkline } from './Sparkline';
import { exceptionTransitions } from './transitions';
import { EXCEPTIONS_RESOURCE, type Group } from './types';
import { LabeledText } from '../shared/LabeledText';
import { formatTime } from '../../i18n/time';

const r = `resources.${EXCEPTIONS_RESOURCE}`;
const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 };

const Actions = () => (
  <TopToolbar>
    <TransitionButtons transitions={exceptionTransitions} />
  </TopToolbar>
);

/** Events per value (app version or OS), most first, with a bar of the share. */
const Breakdown = ({ field, rows }: { field: 'versions' | 'os'; rows: ExceptionBreakdownRow[] }) => {
  const translate = useTranslate();
  const total = rows.reduce((s, row) => s + row.count, 0) || 1;
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid={`breakdown-${field}`}>
      <Typography variant="subtitle2" gutterBottom>{translate(`${r}.fields.${field}`)}</Typography>
      {!rows.length && <Typography sx={{ color: 'text.secondary' }}>{translate(`${r}.detail.none`)}</Typography>}
      {rows.map((row) => (
        <Box key={row.value} sx={{ mb: 1 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography variant="body2">{row.value || '—'}</Typography>
            <Typography variant="body2">{row.count} · {Math.round((row.count / total) * 100)}%</Typography>
          </Stack>
          {/* a bar's name repeats the line above it, which a screen reader reads apart */}
          <LinearProgress variant="determinate" value={(row.count / total) * 100}
            aria-label={`${row.value || '—'}: ${row.count} · ${Math.round((row.count / total) * 100)}%`} />
        </Box>
      ))}
    </Paper>
  );
};

const Events = () => {
  const g = useRecordContext<Group>();
  const translate = useTranslate();
  if (!g?.events) return null;
  // one event's own words (not the group's 'last seen', 'OS distribution');
  // each cell carries its column's name: on a phone the table stacks under those names (src/layout/theme.ts)
  const [time, message, version, os, device, user] = [
    `${r}.detail.time`, `${r}.fields.message`, `${r}.detail.version`, `${r}.detail.os`, `${r}.detail.device`, `${r}.detail.user`,
  ].map((key) => translate(key));
  return (
    <Table size="small" data-testid="recent-events">
      <TableHead>
        <TableRow>
          {[time, message, version, os, device, user].map((head) => <TableCell key={head}>{head}</TableCell>)}
        </TableRow>
      </TableHead>
      <TableBody>
        {g.events.map((e) => (
          <TableRow key={e.id}>
            <TableCell data-label={time} sx={{ whiteSpace: 'nowrap' }}>{formatTime(e.createdAt)}</TableCell>
            <TableCell data-label={message} sx={{ ...mono, wordBreak: 'break-word' }}>{e.message}</TableCell>
            <TableCell data-label={version}>{e.appVersion}</TableCell>
            <TableCell data-label={os}>{e.os}</TableCell>
            <TableCell data-label={device}>{e.device || '—'}</TableCell>
            <TableCell data-label={user}>{e.userId || '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const Detail = () => {
  const g = useRecordContext<Group>();
  const translate = useTranslate();
  if (!g) return null;
  const cell = (node: React.ReactNode) => <Grid size={{ xs: 6, sm: 4, md: 3 }}>{node}</Grid>;
  const stack = g.events?.[0]?.stack || g.topFrames?.join('\n') || '';
  return (
    <Box sx={{ p: 2, maxWidth: 1200 }}>
      <Typography variant="h6" component="h2" sx={{ ...mono, fontSize: 16, wordBreak: 'break-word' }} data-testid="group-title">{g.title}</Typography>
      <Grid container spacing={2} sx={{ mt: 1 }}>
        {cell(<Labeled source="status"><GroupStatus /></Labeled>)}
        {cell(<Labeled source="eventCount"><NumberField source="eventCount" data-testid="group-count" /></Labeled>)}
        {cell(<Labeled source="userCount"><NumberField source="userCount" /></Labeled>)}
        {cell(<Labeled source="daily"><Sparkline /></Labeled>)}
        {cell(<Labeled source="firstSeen" label={<ZonedLabel source="firstSeen" />}><LocaleDateField source="firstSeen" showTime /></Labeled>)}
        {cell(<Labeled source="lastSeen" label={<ZonedLabel source="lastSeen" />}><LocaleDateField source="lastSeen" showTime /></Labeled>)}
        {cell(<Labeled source="appVersions"><LabeledText>{g.appVersions.join(', ')}</LabeledText></Labeled>)}
        {g.resolvedAt && cell(<Labeled source="resolvedAt" label={<ZonedLabel source="resolvedAt" />}><LocaleDateField source="resolvedAt" showTime /></Labeled>)}
      </Grid>
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle1" component="h3" gutterBottom>{translate(`${r}.detail.stack`)}</Typography>
      {/* it scrolls sideways: focusable, so a keyboard can scroll it */}
      <Box component="pre" data-testid="group-stack" tabIndex={0} role="region" aria-label={translate(`${r}.detail.stack`)}
        sx={{ ...mono, m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', whiteSpace: 'pre' }}>
        {stack}
      </Box>
      <Grid container spacing={2} sx={{ mt: 2 }}>
        <Grid size={{ xs: 12, md: 6 }}><Breakdown field="versions" rows={g.versions ?? []} /></Grid>
        <Grid size={{ xs: 12, md: 6 }}><Breakdown field="os" rows={g.os ?? []} /></Grid>
      </Grid>
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle1" component="h3" gutterBottom>{translate(`${r}.fields.events`)}</Typography>
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate(`${r}.fields.events`)}><Events /></Box>
      <Divider sx={{ my: 2 }} />
      <RecordHistory />
    </Box>
  );
};

/** One group: title, counters, sparkline, the latest stack in monospace, version / OS breakdowns, recent events, history. */
export const ExceptionShow = () => (
  <Show actions={<Actions />}>
    <Detail />
  </Show>
);
