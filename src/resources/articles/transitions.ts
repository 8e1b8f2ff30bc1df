// The article review workflow: which change is legal from which status comes
// from the contract (contract/articles.ts); here only how each one looks.
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RestoreIcon from '@mui/icons-material/Restore';
import SendIcon from '@mui/icons-material/Send';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { ChipStyle } from '../shared/StatusChip';
import { ARTICLES } from '../../../contract/articles';
import { transitionTable, type TransitionDef } from '../shared/transitions';
import type { ArticleStatus } from './types';

export const articleTransitions: readonly TransitionDef[] = transitionTable(ARTICLES, {
  submit: { icon: SendIcon },
  approve: { icon: CheckCircleIcon, color: 'success', bulk: true },
  reject: { icon: BlockIcon, color: 'error', bulk: true },
  hide: { icon: VisibilityOffIcon, color: 'warning' },
  restore: { icon: RestoreIcon },
});

export const articleStatusStyles: Record<ArticleStatus, ChipStyle> = {
  draft: { color: 'default', variant: 'outlined' },
  pending: { color: 'warning' },
  published: { color: 'success' },
  rejected: { color: 'error' },
  hidden: { sx: { bgcolor: 'grey.800', color: 'common.white' } },
};

/** Statuses whose `reason` says why (set by reject / hide). */
export const STATUSES_WITH_REASON: readonly ArticleStatus[] = ['rejected', 'hidden'];
