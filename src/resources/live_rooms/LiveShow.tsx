import { Box, Divider, Grid, Typography } from '@mui/material';
import { Show, TopToolbar, useRecordContext } from 'react-admin';
import { LIVE_ROOMS } from '../../../contract/live_rooms';
import { RecordHistory } from '../shared';
import { DeclaredShow } from '../shared/declared';
import { LabeledText } from '../shared/LabeledText';
import { LiveBadge } from './LiveBadge';
import { LiveStatus } from './LiveStatus';
import { RoomActions } from './RoomActions';
import type { LiveRoom } from './types';

const Actions = () => (
  <TopToolbar>
    <RoomActions />
  </TopToolbar>
);

const Detail = () => {
  const room = useRecordContext<LiveRoom>();
  if (!room) return null;
  return (
    <Box sx={{ p: 2, maxWidth: 1000 }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          {/* the cover is the platform's URL: hidden rather than a broken image when it does not load (offline) */}
          <Box component="img" src={room.coverUrl} alt="" onError={(e) => { e.currentTarget.style.visibility = 'hidden'; }}
            sx={{ width: '100%', maxWidth: 360, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Typography variant="h5" component="h2" gutterBottom>{room.title}</Typography>
          <DeclaredShow contract={LIVE_ROOMS} only={['status', 'liveNow', 'streamerName', 'category', 'platformRoomId', 'featured', 'createdAt', 'reason']}
            override={{
              status: <LiveStatus />, liveNow: <LiveBadge />, featured: <LabeledText>{room.featured ? `★ ${room.sortOrder ?? ''}` : '—'}</LabeledText>,
              ...(room.reason ? {} : { reason: null }),
            }} />
        </Grid>
      </Grid>
      <Divider sx={{ my: 2 }} />
      <RecordHistory />
    </Box>
  );
};

/** One room: cover and facts, the actions legal now, and its history. */
export const LiveShow = () => (
  <Show actions={<Actions />}>
    <Detail />
  </Show>
);
