import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturb';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ReplayIcon from '@mui/icons-material/Replay';
import { FEEDBACK, type FeedbackState } from '../../../contract/feedback';
import type { ChipStyle } from '../shared/StatusChip';
import { transitionTable, type TransitionDef } from '../shared/transitions';

export const feedbackTransitions: readonly TransitionDef[] = transitionTable(FEEDBACK, {
  process: { icon: PlayArrowIcon, color: 'primary' },
  resolve: { icon: CheckCircleIcon, color: 'success', bulk: true },
  close: { icon: DoNotDisturbIcon, color: 'error', bulk: true },
  reopen: { icon: ReplayIcon, color: 'warning' },
});

export const feedbackStatusStyles: Record<FeedbackState, ChipStyle> = {
  open: { color: 'warning' },
  processing: { color: 'info' },
  resolved: { color: 'success' },
  closed: { color: 'default', variant: 'outlined' },
};
