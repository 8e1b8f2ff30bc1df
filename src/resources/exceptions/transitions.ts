import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ReplayIcon from '@mui/icons-material/Replay';
import { EXCEPTIONS, type ExceptionState } from '../../../contract/exceptions';
import type { ChipStyle } from '../shared/StatusChip';
import { transitionTable, type TransitionDef } from '../shared/transitions';

export const exceptionTransitions: readonly TransitionDef[] = transitionTable(EXCEPTIONS, {
  resolve: { icon: CheckCircleIcon, color: 'success', bulk: true },
  ignore: { icon: BlockIcon, color: 'secondary', bulk: true },
  unresolve: { icon: ReplayIcon, color: 'warning' },
});

export const exceptionStatusStyles: Record<ExceptionState, ChipStyle> = {
  unresolved: { color: 'error' },
  resolved: { color: 'success' },
  ignored: { color: 'default', variant: 'outlined' },
};
