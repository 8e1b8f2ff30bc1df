import LockOpenIcon from '@mui/icons-material/LockOpen';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Stack } from '@mui/material';
import type { MouseEvent, ReactElement } from 'react';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { LIVE_ROOM_COMMANDS } from '../../../contract/live_rooms';
import { TextButton } from '../shared/TextButton';
import { TransitionButtons } from '../shared/TransitionButtons';
import { useRecordTransition } from '../shared/useRecordTransition';
import { BanButton } from './BanButton';
import { liveTransitions } from './transitions';
import type { LiveRoom } from './types';
import { IfCan, useCanDo } from '../../access/useCanDo';

type Simple = 'unban' | 'feature' | 'unfeature';

/** A command without a body (unban, feature, unfeature), offered only where the API allows it. */
const CommandButton = ({ action, icon, color }: { action: Simple; icon: ReactElement; color?: 'primary' | 'warning' }) => {
  const room = useRecordContext<LiveRoom>();
  const resource = useResourceContext();
  const translate = useTranslate();
  const { run, pending } = useRecordTransition();
  const allowed = useCanDo()(action);
  if (!allowed || !room || !(LIVE_ROOM_COMMANDS[action].from as readonly string[]).includes(room.status)) return null;
  if ((action === 'feature' && room.featured) || (action === 'unfeature' && !room.featured)) return null;
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    void run({ action }, room);
  };
  return <TextButton label={translate(`resources.${resource}.actions.${action}`)} color={color} onClick={onClick} disabled={pending} startIcon={icon} />;
};

/** Every action legal for the room as it is now: review, ban / unban, feature / unfeature. */
export const RoomActions = () => (
  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} component="span">
    <TransitionButtons transitions={liveTransitions} />
    <IfCan action="ban"><BanButton /></IfCan>
    <CommandButton action="unban" icon={<LockOpenIcon />} color="warning" />
    <CommandButton action="feature" icon={<StarIcon />} color="primary" />
    <CommandButton action="unfeature" icon={<StarBorderIcon />} />
  </Stack>
);
