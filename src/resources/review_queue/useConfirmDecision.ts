// Decisions of the desk that cannot be taken back ask first here as on their
// own screens (src/resources/shared/ConfirmFirst.tsx), in the same words: a
// withdrawal's approval (its amount, its author, whether a colleague must
// approve too), an exception resolved. A key press opens the question; the
// page's keys rest while it is open (Enter on its focused Cancel cancels).
import { useLocale, useTranslate } from 'react-admin';
import { formatCents } from '../../../contract/money';
import { useConfirmFirst } from '../shared/ConfirmFirst';
import type { QueueItem } from './types';
import type { DecideState } from './useDecide';

/** Type → the actions that ask first. */
export const ASK_FIRST: Record<string, readonly string[]> = { withdrawals: ['approve'], exceptions: ['resolve'] };

export function useConfirmDecision(decide: DecideState) {
  const { confirm, dialog } = useConfirmFirst();
  const translate = useTranslate();
  const locale = useLocale();

  /** Asks before `go` when `action` is one that asks first (then true); else false, and the caller runs it. */
  const ask = (item: QueueItem | null, action: string, go: () => Promise<void>): boolean => {
    if (!item || !decide.route || !ASK_FIRST[item.type]?.includes(action)) return false;
    const r = `resources.${decide.route}`;
    const record = decide.record;
    const label = decide.decisions.find((d) => d.action === action)?.label ?? action;
    const args = {
      name: item.title,
      amount: typeof record?.amountCents === 'number' ? formatCents(record.amountCents, locale) : '',
      author: String(record?.authorName ?? item.title),
    };
    const withdrawal = item.type === 'withdrawals';
    const last = Number(record?.approvalCount ?? 0) + 1 >= Number(record?.approvalsNeeded ?? 1);
    confirm({
      title: withdrawal ? translate(`${r}.confirm.approve_title`, args) : translate('mdr.transition.confirm', { action: label, name: item.title }),
      effect: translate(`${r}.confirm.${withdrawal ? (last ? 'approve' : 'approve_first') : action}`, args),
      confirmLabel: label,
      run: async () => { await go(); return true; },
    });
    return true;
  };
  return { ask, dialog, asking: dialog !== null };
}
