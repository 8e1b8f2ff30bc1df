// The transparency page's route; its answers are declared once in contract/records/transparency.ts.
export type { ReviewerStats, ReviewersStats, TransparencyDay, TransparencyReport } from '../../../contract/records/transparency';

export const TRANSPARENCY_RESOURCE = 'review/transparency';
export const T = `resources.${TRANSPARENCY_RESOURCE}`;
