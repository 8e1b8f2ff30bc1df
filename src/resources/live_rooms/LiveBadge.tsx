import { Chip, Stack, Typography } from '@mui/material';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { LIVE_RESOURCE, type LiveRoom } from './types';

const r = `resources.${LIVE_RESOURCE}`;

/**
 * "● Live · 12,345 watching" for a room broadcast now; "Offline" otherwise, and
 * "Banned: off air" for a banned one (the API answers liveNow false for it).
 */
export const LiveBadge = () => {
  const room = useRecordContext<LiveRoom>();
  const translate = useTranslate();
  const locale = useLocale();
  if (!room) return null;
  if (!room.liveNow) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }} component="span" data-testid="live-off">
        {translate(`${r}.live.${room.status === 'banned' ? 'banned' : 'off'}`)}
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} component="span" data-testid="live-badge">
      <Chip size="small" color="error" label={translate(`${r}.live.now`)} />
      <Typography variant="body2" component="span">
        {translate(`${r}.live.viewers`, { n: room.viewers.toLocaleString(locale) })}
      </Typography>
    </Stack>
  );
};
