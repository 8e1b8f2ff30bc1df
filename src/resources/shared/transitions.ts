// A resource's state machine as one from→to table. The same table decides
// which buttons a record shows and what the list's bulk actions send, so the
// panel never offers a change the API would refuse with -5.
import type { ComponentType } from 'react';
import type { ResourceContract } from '../../../contract/types';

export interface TransitionDef {
  /** API action: POST /mdr/<api>/<action> (and <action>_many) */
  action: string;
  from: readonly string[];
  to: string;
  /** the API requires a reason (1..REASON_MAX): ask for it in a dialog */
  reason?: boolean;
  /** offered as a bulk action on the list's selection */
  bulk?: boolean;
  /**
   * asked first (a confirmation naming the record) though it needs no reason:
   * a change with consequences beyond the record (a package off sale: players
   * can no longer buy it). A bulk action always asks.
   */
  confirm?: boolean;
  /**
   * the command that takes it back (resolve → unresolve, hide → restore): its
   * success toast offers "撤销 / Undo" running it (UndoAction.tsx)
   */
  undo?: string;
  icon: ComponentType;
  color?: 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info';
}

/** The transitions legal from `status`, in table order. */
export const transitionsFrom = (
  table: readonly TransitionDef[],
  status: string | undefined,
): TransitionDef[] => (status ? table.filter((t) => t.from.includes(status)) : []);

/** The transitions offered on a selection. */
export const bulkTransitions = (table: readonly TransitionDef[]): TransitionDef[] =>
  table.filter((t) => t.bulk);

/** Max length of a transition reason: the API's (contract/reason.ts). */
export { REASON_MAX } from '../../../contract/reason';

/** How a transition looks in the panel; its states and reason come from the contract. */
export type TransitionLook = Pick<TransitionDef, 'icon' | 'color' | 'bulk' | 'confirm' | 'undo'>;

/** A resource's transition table: the contract's transitions (contract), in its order, with their looks. */
export function transitionTable<C extends ResourceContract>(
  contract: C,
  looks: { [A in keyof NonNullable<C['transitions']>]: TransitionLook },
): TransitionDef[] {
  return Object.entries(contract.transitions ?? {}).map(([action, t]) => ({
    action, from: t.from, to: t.to, reason: t.reason, ...looks[action as keyof typeof looks],
  }));
}
