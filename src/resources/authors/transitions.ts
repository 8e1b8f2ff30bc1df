// The application workflow's buttons; states and reasons from the contract (contract/authors.ts).
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { AUTHORS, type AuthorState } from '../../../contract/authors';
import type { ChipStyle } from '../shared/StatusChip';
import { transitionTable, type TransitionDef } from '../shared/transitions';

export const authorTransitions: readonly TransitionDef[] = transitionTable(AUTHORS, {
  approve: { icon: CheckCircleIcon, color: 'success' },
  reject: { icon: BlockIcon, color: 'error' },
  suspend: { icon: PauseCircleIcon, color: 'warning' },
  unsuspend: { icon: PlayCircleIcon },
});

export const authorStatusStyles: Record<AuthorState, ChipStyle> = {
  pending: { color: 'warning' },
  approved: { color: 'success' },
  rejected: { color: 'error' },
  suspended: { sx: { bgcolor: 'grey.800', color: 'common.white' } },
};
