import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ReplayIcon from '@mui/icons-material/Replay';
import { EXCEPTIONS, type ExceptionState } from '../../../contract/exceptions';
import type { ChipStyle } from '../shared/StatusChip';
import { transitionTable, type TransitionDef } from '../shared/transitions';

export const exceptionTransitions: readonly TransitionDef[] = transitionTable(EXCEPTIONS, {
  // resolving asks first (a phone's stray tap must not close a live problem); both can be taken back
  resolve: { icon: CheckCircleIcon, color: 'success', bulk: true, confirm: true, undo: 'unresolve' },
  ignore: { icon: BlockIcon, color: 'secondary', bulk: true, undo: 'unresolve' },
  unresolve: { icon: ReplayIcon, color: 'warning' },
});

export const exceptionStatusStyles: Record<ExceptionState, ChipStyle> = {
  unresolved: { color: 'error' },
  resolved: { color: 'success' },
  ignored: { color: 'default', variant: 'outlined' },
};
