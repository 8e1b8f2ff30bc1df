import { Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { StatusChip } from '../shared/StatusChip';
import { liveStatusStyles } from './transitions';
import { LIVE_RESOURCE, type LiveRoom } from './types';
import { formatTime } from '../../i18n/time';

/** The status chip; a banned room also says when its ban ends. */
export const LiveStatus = () => {
  const room = useRecordContext<LiveRoom>();
  const translate = useTranslate();
  if (!room) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} component="span" useFlexGap>
      <StatusChip styles={liveStatusStyles} />
      {room.status === 'banned' && room.bannedUntil && (
        <Typography variant="caption" component="span" data-testid="banned-until">
          {translate(`resources.${LIVE_RESOURCE}.ban.endsAt`, { time: formatTime(room.bannedUntil) })}
        </Typography>
      )}
    </Stack>
  );
};
