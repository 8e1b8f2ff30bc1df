// The article review workflow (docs/api.md, articles): the one place that
// says which change is legal from which status and how each status looks.
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RestoreIcon from '@mui/icons-material/Restore';
import SendIcon from '@mui/icons-material/Send';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { ChipStyle } from '../shared/StatusChip';
import type { TransitionDef } from '../shared/transitions';
import type { ArticleStatus } from './types';

export const articleTransitions: readonly TransitionDef[] = [
  { action: 'submit', from: ['draft', 'rejected'], to: 'pending', icon: SendIcon },
  { action: 'approve', from: ['pending'], to: 'published', icon: CheckCircleIcon, color: 'success', bulk: true },
  { action: 'reject', from: ['pending'], to: 'rejected', icon: BlockIcon, color: 'error', reason: true, bulk: true },
  { action: 'hide', from: ['published'], to: 'hidden', icon: VisibilityOffIcon, color: 'warning', reason: true },
  { action: 'restore', from: ['hidden'], to: 'published', icon: RestoreIcon },
];

export const articleStatusStyles: Record<ArticleStatus, ChipStyle> = {
  draft: { color: 'default', variant: 'outlined' },
  pending: { color: 'warning' },
  published: { color: 'success' },
  rejected: { color: 'error' },
  hidden: { sx: { bgcolor: 'grey.800', color: 'common.white' } },
};

/** Statuses whose `reason` says why (set by reject / hide). */
export const STATUSES_WITH_REASON: readonly ArticleStatus[] = ['rejected', 'hidden'];
