// The article review workflow: which change is legal from which status comes
// from the contract (contract/articles.ts); its look is the review workflow's
// (src/resources/shared/review.ts), but hiding acts on one article at a time.
import { ARTICLES } from '../../../contract/articles';
import { REVIEW_LOOKS } from '../shared/review';
import { transitionTable, type TransitionDef } from '../shared/transitions';

export const articleTransitions: readonly TransitionDef[] = transitionTable(ARTICLES, {
  ...REVIEW_LOOKS,
  hide: { ...REVIEW_LOOKS.hide, bulk: false },
});

export { reviewStatusStyles as articleStatusStyles, STATUSES_WITH_REASON } from '../shared/review';
