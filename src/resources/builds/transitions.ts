// The build review workflow: which change is legal from which status comes
// from the contract (contract/builds.ts); here only how each one looks.
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RestoreIcon from '@mui/icons-material/Restore';
import SendIcon from '@mui/icons-material/Send';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { BUILDS } from '../../../contract/builds';
import { transitionTable, type TransitionDef } from '../shared/transitions';

export const buildTransitions: readonly TransitionDef[] = transitionTable(BUILDS, {
  submit: { icon: SendIcon },
  approve: { icon: CheckCircleIcon, color: 'success', bulk: true },
  reject: { icon: BlockIcon, color: 'error', bulk: true },
  hide: { icon: VisibilityOffIcon, color: 'warning', bulk: true },
  restore: { icon: RestoreIcon },
});

// the articles' workflow (contract/review.ts), so the same look for each state
export { articleStatusStyles as buildStatusStyles, STATUSES_WITH_REASON } from '../articles/transitions';
