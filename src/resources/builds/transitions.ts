// The build review workflow: which change is legal from which status comes
// from the contract (contract/builds.ts); its look is the review workflow's.
import { BUILDS } from '../../../contract/builds';
import { REVIEW_LOOKS } from '../shared/review';
import { transitionTable, type TransitionDef } from '../shared/transitions';

export const buildTransitions: readonly TransitionDef[] = transitionTable(BUILDS, REVIEW_LOOKS);

export { reviewStatusStyles as buildStatusStyles, STATUSES_WITH_REASON } from '../shared/review';
