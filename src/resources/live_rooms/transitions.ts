import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturb';
import { LIVE_ROOMS, type LiveRoomState } from '../../../contract/live_rooms';
import type { ChipStyle } from '../shared/StatusChip';
import { transitionTable, type TransitionDef } from '../shared/transitions';

/** Approve / reject an application (from the contract); ban, unban and featuring have their own buttons. */
export const liveTransitions: readonly TransitionDef[] = transitionTable(LIVE_ROOMS, {
  approve: { icon: CheckCircleIcon, color: 'success', bulk: true },
  reject: { icon: DoNotDisturbIcon, color: 'error', bulk: true },
});

export const liveStatusStyles: Record<LiveRoomState, ChipStyle> = {
  applying: { color: 'warning' },
  approved: { color: 'success' },
  rejected: { color: 'default', variant: 'outlined' },
  banned: { color: 'error' },
};
