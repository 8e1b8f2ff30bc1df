// What a reviewer may decide on a queued record: its contract's transitions
// legal from the record's state (plus the withdrawals' approval, a command the
// contract words but does not list as a transition), and the key that runs each;
// a resource whose decisions take more than a reason (a report case's uphold:
// how, for how long) declares them itself (PanelResource.queue).
import { CONTRACTS } from '../../../contract';
import type { ContractLang } from '../../../contract/types';
import type { RaRecord } from 'react-admin';
import { resources } from '..';
import type { QueueDecision } from '../types';

export type Decision = QueueDecision & { label: string; reasons: readonly string[] };

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

/** The button text of an action in the reader's language. */
export function actionLabel(type: string, action: string, lang: ContractLang): string {
  const labels = CONTRACTS[type]?.labels[lang];
  return labels?.buttons?.[action] ?? labels?.actions?.[action] ?? action;
}

/** The common reasons its contract offers for an action. */
const contractReasons = (type: string, action: string, lang: ContractLang): readonly string[] =>
  CONTRACTS[type]?.labels[lang].reasons?.[action] ?? [];

/** The decisions on `record` (of queue type `type`), each with its words and reasons in `lang`. */
export function decisionsFor(type: string, record: RaRecord | undefined, lang: ContractLang): Decision[] {
  const status = record?.status as string | undefined;
  if (!record) return [];
  const own = resources.find((r) => r.apiResource === type)?.queue;
  const found: QueueDecision[] = own ? own.decisions(record, lang) : [
    ...Object.entries(COMMAND_DECISIONS[type] ?? {}).filter(([, from]) => status !== undefined && from.includes(status))
      .map(([action]) => ({ action, reason: false, key: KEY_OF[action] })),
    ...Object.entries(CONTRACTS[type]?.transitions ?? {}).filter(([, t]) => status !== undefined && t.from.includes(status))
      .map(([action, t]) => ({ action, reason: !!t.reason, key: KEY_OF[action] })),
  ];
  return found.map((d) => ({
    ...d, label: d.label ?? actionLabel(type, d.command ?? d.action, lang), reasons: d.reasons ?? contractReasons(type, d.command ?? d.action, lang),
  }));
}

/** The API command a decision runs and its body: the record's id, the decision's own params, the reason where it goes. */
export function decisionCall(d: QueueDecision, id: number | string, reason?: string): { command: string; body: { id: number | string; [k: string]: unknown } } {
  return { command: d.command ?? d.action, body: { id, ...d.params, ...(reason === undefined ? {} : { [d.reasonField ?? 'reason']: reason }) } };
}

/** The panel route of a type's records ('articles' → 'wow_guide/article'). */
export const routeOf = (type: string): string | undefined => resources.find((r) => r.apiResource === type)?.name;
