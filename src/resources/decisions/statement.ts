// The statement of reasons a decision will send, shown to the reviewer before
// they confirm it: the same text the API writes into the affected user's notice
// (contract/decisions.ts statementOf), from the command about to run.
import {
  APPEAL_WINDOW_DAYS, DECIDING, reasonCodeOf, statementOf, type DecisionTarget,
} from '../../../contract/decisions';
import type { ContractLang } from '../../../contract/types';

type Rec = Record<string, unknown> | undefined;

const titleOf = (r: Rec): string | null =>
  (r && ((r.title as string) || (r.nickname as string) || (r.penName as string) || (r.targetTitle as string))) || null;

/** What the command restricts: its own record, or (a report case upheld) the case's target or the account behind it. */
function targetOf(type: string, command: string, record: Rec, params: Record<string, unknown>): { targetType: string; action: string; title: string | null } | null {
  if ((DECIDING[type as DecisionTarget] as readonly string[] | undefined)?.includes(command)) return { targetType: type, action: command, title: titleOf(record) };
  if (type !== 'reports' || command !== 'uphold' || !record) return null;
  const action = String(params.action ?? '');
  if (action === 'mute' || action === 'ban') return { targetType: 'users', action, title: record.targetType === 'users' ? titleOf(record) : null };
  const targetType = String(record.targetType);
  return { targetType, action: targetType === 'live_rooms' && action === 'hide' ? 'ban' : action, title: titleOf(record) };
}

/** How long the restriction lasts, from the body's days or hours (a ban without them is permanent or ends by the room's `until`). */
function endsAt(params: Record<string, unknown>, now: number): string | null {
  const hours = typeof params.hours === 'number' ? params.hours : typeof params.days === 'number' ? params.days * 24 : null;
  return hours === null ? null : new Date(now + hours * 3_600_000).toISOString();
}

/**
 * The statement for `reason`, or null when the command decides nothing about a player
 * (an approval, a dismissal). `params`: the body beside the reason (days, hours, an uphold's action).
 */
export function statementPreview(type: string, command: string, record: Rec, params: Record<string, unknown>, lang: ContractLang) {
  const target = targetOf(type, command, record, params);
  if (!target) return null;
  return (reason: string): string => {
    const now = Date.now();
    return statementOf({
      ...target, reasonCode: reasonCodeOf(target.targetType, target.action, reason), facts: reason.trim(), automated: false,
      endsAt: endsAt(params, now), appealableUntil: new Date(now + APPEAL_WINDOW_DAYS * 86_400_000).toISOString(),
    }, lang);
  };
}
