// What a reviewer may decide on a queued record: its contract's transitions
// legal from the record's state (plus the withdrawals' approval, a command the
// contract words but does not list as a transition), and the key that runs each.
import { CONTRACTS } from '../../../contract';
import type { ContractLang } from '../../../contract/types';
import { resources } from '..';

export interface Decision {
  action: string;
  /** the API asks for a reason */
  reason: boolean;
  /** the keyboard key that runs it, if any */
  key?: 'a' | 'r' | 'h';
}

/** Commands that decide a queued record without being a contract transition: type → action → legal states. */
const COMMAND_DECISIONS: Record<string, Record<string, readonly string[]>> = {
  withdrawals: { approve: ['requested'] },
};

/** Keys by the action they run: approving (or its kind), rejecting, hiding. */
const KEY_OF: Record<string, Decision['key']> = {
  approve: 'a', resolve: 'a', reject: 'r', close: 'r', hide: 'h', ignore: 'h',
};

/** Decisions that can be taken back, and the command that does (the screens' transition tables say the same: `undo`). */
export const UNDO_OF: Record<string, string> = { resolve: 'unresolve', ignore: 'unresolve', hide: 'restore' };

export function decisionsFor(type: string, status: string | undefined): Decision[] {
  const contract = CONTRACTS[type];
  if (!contract || status === undefined) return [];
  const transitions = Object.entries(contract.transitions ?? {})
    .filter(([, t]) => t.from.includes(status))
    .map(([action, t]): Decision => ({ action, reason: !!t.reason, key: KEY_OF[action] }));
  const commands = Object.entries(COMMAND_DECISIONS[type] ?? {})
    .filter(([, from]) => from.includes(status))
    .map(([action]): Decision => ({ action, reason: false, key: KEY_OF[action] }));
  return [...commands, ...transitions];
}

/** The button text of an action in the reader's language. */
export function actionLabel(type: string, action: string, lang: ContractLang): string {
  const labels = CONTRACTS[type]?.labels[lang];
  return labels?.buttons?.[action] ?? labels?.actions?.[action] ?? action;
}

/** The common reasons its contract offers for an action. */
export const reasonsFor = (type: string, action: string, lang: ContractLang): readonly string[] =>
  CONTRACTS[type]?.labels[lang].reasons?.[action] ?? [];

/** The panel route of a type's records ('articles' → 'wow_guide/article'). */
export const routeOf = (type: string): string | undefined => resources.find((r) => r.apiResource === type)?.name;
