import { Box, Divider, Grid, Typography } from '@mui/material';
import { Labeled, Show, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { RecordHistory } from '../shared';
import { LocaleDateField } from '../shared/LocaleDateField';
import { LiveBadge } from './LiveBadge';
import { LiveStatus } from './LiveStatus';
import { RoomActions } from './RoomActions';
import { LIVE_RESOURCE, type LiveRoom } from './types';
import { LabeledText } from '../shared/LabeledText';

const r = `resources.${LIVE_RESOURCE}`;

const Actions = () => (
  <TopToolbar>
    <RoomActions />
  </TopToolbar>
);

const Detail = () => {
  const room = useRecordContext<LiveRoom>();
  const translate = useTranslate();
  if (!room) return null;
  const cell = (node: React.ReactNode) => <Grid size={{ xs: 6, sm: 4, md: 3 }}>{node}</Grid>;
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
          <Grid container spacing={2}>
            {cell(<Labeled source="status"><LiveStatus /></Labeled>)}
            {cell(<Labeled source="liveNow"><LiveBadge /></Labeled>)}
            {cell(<Labeled source="streamerName"><TextField source="streamerName" /></Labeled>)}
            {cell(<Labeled source="category" label={`${r}.fields.category`}><LabeledText>{translate(`${r}.values.category.${room.category}`)}</LabeledText></Labeled>)}
            {cell(<Labeled source="platformRoomId"><TextField source="platformRoomId" /></Labeled>)}
            {cell(<Labeled source="featured" label={`${r}.fields.featured`}><LabeledText>{room.featured ? `★ ${room.sortOrder ?? ''}` : '—'}</LabeledText></Labeled>)}
            {cell(<Labeled source="createdAt"><LocaleDateField source="createdAt" showTime /></Labeled>)}
                        {room.reason && cell(<Labeled source="reason"><TextField source="reason" /></Labeled>)}
          </Grid>
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
