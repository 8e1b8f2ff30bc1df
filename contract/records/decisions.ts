// A decision and an appeal as the API answers them (derived from their declarations); the panel imports the types.
import { DECISIONS, APPEALS, STRIKES } from '../decisions';
import type { ListItemOf, RecordOf } from '../fields';

export type DecisionRecord = RecordOf<typeof DECISIONS.fields>;
export type DecisionListItem = ListItemOf<typeof DECISIONS.fields>;
export type AppealRecord = RecordOf<typeof APPEALS.fields>;
export type StrikeRecord = RecordOf<typeof STRIKES.fields>;
