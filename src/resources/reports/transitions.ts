import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturb';
import { REPORT_UNDECIDED, type ReportCaseState } from '../../../contract/reports';
import type { ChipStyle } from '../shared/StatusChip';
import type { TransitionDef } from '../shared/transitions';

/**
 * What the list does to a selection (or every case its filter matches, a bulk job): dismiss. Upholding
 * names what to do to each target, so it is decided one case at a time (the desk, a case's page).
 */
export const reportTransitions: readonly TransitionDef[] = [
  { action: 'dismiss', from: REPORT_UNDECIDED, to: 'dismissed', bulk: true, icon: DoNotDisturbIcon, color: 'error' },
];

export const reportStatusStyles: Record<ReportCaseState, ChipStyle> = {
  open: { color: 'warning' },
  escalated: { color: 'error' },
  upheld: { color: 'success' },
  dismissed: { color: 'default', variant: 'outlined' },
};
