// The group workflow, from the contract (contract/exceptions.ts): resolve,
// ignore, unresolve (each also as <action>_many: the panel's bulk resolve).
// Each runs in the mechanism's transaction under the group's row lock with its
// audit row; the ingest takes the same lock, so a report and a resolve queue.
import { sql } from 'kysely';
import { EXCEPTIONS, type ExceptionGroupRecord } from '../../../contract/exceptions';
import type { TransitionDef } from '../../resources/types';

type Transition = TransitionDef<'exception_groups', ExceptionGroupRecord>;
const base = (action: keyof typeof EXCEPTIONS.transitions) => {
  const { from, to } = EXCEPTIONS.transitions[action];
  return { from, to };
};

export const exceptionTransitions: Record<keyof typeof EXCEPTIONS.transitions, Transition> = {
  // resolved again: the regression is dealt with
  resolve: { ...base('resolve'), set: () => ({ resolved_at: sql<Date>`now()`, regressed: false }) },
  ignore: base('ignore'),
  unresolve: { ...base('unresolve'), set: () => ({ resolved_at: null }) },
};
