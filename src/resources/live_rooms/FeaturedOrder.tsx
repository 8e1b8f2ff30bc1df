import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Alert, Box, IconButton, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, RecordContextProvider, useGetList, useNotify, useResourceContext, useTranslate } from 'react-admin';
import { LIVE_ROOMS } from '../../../contract/live_rooms';
import { post } from '../../http/api';
import { useCanDo } from '../../access/useCanDo';
import { useNotifyError } from '../shared/useNotifyError';
import { LiveBadge } from './LiveBadge';
import { LiveStatus } from './LiveStatus';
import type { LiveRoom } from './types';

/** `ids` with the entry at `from` moved to `to`. */
const moved = (ids: number[], from: number, to: number) => {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
};

interface RowProps {
  room: LiveRoom;
  place: number;
  last: boolean;
  busy: boolean;
  /** the reader may reorder (holds the reorder key): drag handle and up / down buttons */
  movable: boolean;
  dragged: boolean;
  onMove: (delta: -1 | 1) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDrop: () => void;
}

/** One featured room: its place, cover, title, status and live badge, a drag handle and the up / down buttons. */
const FeaturedRow = ({ room, place, last, busy, movable, dragged, onMove, onDragStart, onDragEnd, onDrop }: RowProps) => {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  return (
    <RecordContextProvider value={room}>
      <ListItem component="li" disablePadding sx={{ mb: 1 }} data-testid="featured-room" draggable={movable && !busy}
        onDragStart={onDragStart} onDragEnd={onDragEnd} onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
        <Paper variant="outlined" sx={{ p: 1, width: '100%', opacity: dragged ? 0.5 : 1, cursor: movable ? 'grab' : 'default' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {movable && <DragIndicatorIcon color="action" />}
            <Typography sx={{ minWidth: 24, fontWeight: 600 }}>{place}</Typography>
            <Box component="img" src={room.coverUrl} alt="" loading="lazy" onError={(e) => { e.currentTarget.style.visibility = 'hidden'; }}
              sx={{ width: 64, height: 36, objectFit: 'cover', borderRadius: 0.5, display: { xs: 'none', sm: 'block' } }} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography component={Link} to={`/${resource}/${room.id}/show`} noWrap sx={{ display: 'block' }}>{room.title}</Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>{room.streamerName}</Typography>
                <LiveStatus />
                <LiveBadge />
              </Stack>
            </Box>
            {movable && <>
            <IconButton aria-label={translate(`resources.${resource}.order.up`, { title: room.title })}
              disabled={place === 1 || busy} onClick={() => onMove(-1)}><ArrowUpwardIcon /></IconButton>
            <IconButton aria-label={translate(`resources.${resource}.order.down`, { title: room.title })}
              disabled={last || busy} onClick={() => onMove(1)}><ArrowDownwardIcon /></IconButton>
            </>}
          </Stack>
        </Paper>
      </ListItem>
    </RecordContextProvider>
  );
};

/**
 * The recommended list as the platform shows it, first first: each room moves
 * by dragging or with its up / down buttons, and every move is saved at once
 * (/mdr/live_rooms/reorder with the whole order). While a save is on its way
 * the list shows the new order; a refusal shows the server's message and the
 * stored order again.
 */
export const FeaturedOrder = () => {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [dragging, setDragging] = useState<number | null>(null);
  const movable = useCanDo()('reorder');
  const { data = [], isPending, refetch } = useGetList<LiveRoom>(resource, {
    filter: { featured: true }, sort: { field: 'sortOrder', order: 'ASC' }, pagination: { page: 1, perPage: 100 },
  });
  const save = useMutation({
    // `seen`: the order this screen showed, so a list changed meanwhile by someone else is refused, not overwritten
    mutationFn: (ids: number[]) => post(`/mdr/${LIVE_ROOMS.resource}/reorder`, { ids, seen: data.map((room) => room.id) }),
    onSuccess: () => notify(`resources.${resource}.notify.reorder`, { type: 'success' }),
    onError: (error) => notifyError(error),
    onSettled: () => refetch(),
  });
  const byId = new Map(data.map((room) => [room.id, room]));
  const rooms = save.isPending && save.variables
    ? save.variables.map((id) => byId.get(id)).filter((room): room is LiveRoom => !!room) : data;
  const ids = rooms.map((room) => room.id);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    save.mutate(moved(ids, from, to));
  };
  if (!isPending && rooms.length === 0) return <Alert severity="info" sx={{ m: 2 }}>{translate(`resources.${resource}.order.empty`)}</Alert>;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>{translate(`resources.${resource}.order.hint`)}</Typography>
      <List component="ol" data-testid="featured-order" sx={{ p: 0 }}>
        {rooms.map((room, i) => (
          <FeaturedRow key={room.id} room={room} place={i + 1} last={i === rooms.length - 1} busy={save.isPending} movable={movable}
            dragged={dragging === i} onMove={(delta) => move(i, i + delta)} onDragStart={() => setDragging(i)}
            onDragEnd={() => setDragging(null)} onDrop={() => { if (dragging !== null) move(dragging, i); setDragging(null); }} />
        ))}
      </List>
    </Box>
  );
};
