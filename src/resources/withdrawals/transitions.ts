// The withdrawal workflow's buttons: reject and fail from the contract's table
// (they ask for a reason); approve (a command: four eyes) and pay (asks for a
// payment reference) have their own buttons (WithdrawalActions.tsx).
import BlockIcon from '@mui/icons-material/Block';
import ErrorIcon from '@mui/icons-material/ErrorOutlined';
import PaidIcon from '@mui/icons-material/Paid';
import { WITHDRAWALS, type WithdrawalState } from '../../../contract/withdrawals';
import type { ChipStyle } from '../shared/StatusChip';
import { transitionTable, type TransitionDef } from '../shared/transitions';

export const withdrawalTransitions: readonly TransitionDef[] = transitionTable(WITHDRAWALS, {
  reject: { icon: BlockIcon, color: 'error' },
  pay: { icon: PaidIcon, color: 'success' },
  fail: { icon: ErrorIcon, color: 'warning' },
});

/** The ones a plain button with a reason dialog can run. */
export const reasonTransitions = withdrawalTransitions.filter((t) => t.action !== 'pay');

export const withdrawalStatusStyles: Record<WithdrawalState, ChipStyle> = {
  requested: { color: 'warning' },
  approved: { color: 'info' },
  paid: { color: 'success' },
  rejected: { color: 'error' },
  failed: { color: 'error', variant: 'outlined' },
};
