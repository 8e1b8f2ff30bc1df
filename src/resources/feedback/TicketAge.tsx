import { Chip, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { FEEDBACK_RESOURCE, type Ticket } from './types';

const r = `resources.${FEEDBACK_RESOURCE}`;

/** How long ago, coarse: 45 分钟 / 5 小时 / 3 天 (the age staff triage by). */
export function ageParts(createdAt: string, now = Date.now()): { unit: 'minutes' | 'hours' | 'days'; n: number } {
  const minutes = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 60_000));
  if (minutes < 60) return { unit: 'minutes', n: minutes };
  if (minutes < 48 * 60) return { unit: 'hours', n: Math.floor(minutes / 60) };
  return { unit: 'days', n: Math.floor(minutes / 1440) };
}

/** The ticket's age, and an "overdue" mark while it waits past the SLA. */
export const TicketAge = () => {
  const t = useRecordContext<Ticket>();
  const translate = useTranslate();
  if (!t) return null;
  const { unit, n } = ageParts(t.createdAt);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} component="span">
      <Typography variant="body2" component="span">{translate(`${r}.age.${unit}`, { n })}</Typography>
      {t.overdue && <Chip size="small" color="error" label={translate(`${r}.quick.overdue`)} data-testid="overdue-chip" />}
    </Stack>
  );
};
