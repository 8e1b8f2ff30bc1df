// How the content review workflow (contract/review.ts) looks in the panel:
// each transition's icon and colour, each state's chip. Articles, builds and
// every module `npm run module:new` writes share it; which change is legal
// from which state comes from the contract.
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RestoreIcon from '@mui/icons-material/Restore';
import SendIcon from '@mui/icons-material/Send';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { ReviewState } from '../../../contract/review';
import type { ChipStyle } from './StatusChip';
import type { TransitionLook } from './transitions';

/** Approve, reject and hide act on a list's selection too; a hide's toast offers to restore it (undo). */
export const REVIEW_LOOKS = {
  submit: { icon: SendIcon },
  approve: { icon: CheckCircleIcon, color: 'success', bulk: true },
  reject: { icon: BlockIcon, color: 'error', bulk: true },
  hide: { icon: VisibilityOffIcon, color: 'warning', bulk: true, undo: 'restore' },
  restore: { icon: RestoreIcon },
} as const satisfies Record<string, TransitionLook>;

export const reviewStatusStyles: Record<ReviewState, ChipStyle> = {
  draft: { color: 'default', variant: 'outlined' },
  pending: { color: 'warning' },
  published: { color: 'success' },
  rejected: { color: 'error' },
  hidden: { sx: { bgcolor: 'grey.800', color: 'common.white' } },
};

/** States whose `reason` says why (set by reject / hide). */
export const STATUSES_WITH_REASON: readonly ReviewState[] = ['rejected', 'hidden'];
