// The open item's record and the decisions the reader may take on it, run
// through the resource's own command (the shared transition path): a -5 (its
// state moved, or someone else claims it) is told and the record reloaded.
import { createElement, useCallback, useMemo } from 'react';
import { useDataProvider, useGetOne, useLocaleState, useNotify, type RaRecord } from 'react-admin';
import type { ContractLang } from '../../../contract/types';
import type { ModeratorDataProvider } from '../../providers/types';
import { useCanDo, useHolds } from '../../access/useCanDo';
import { useNotifyError } from '../shared/useNotifyError';
import { useSingleFlight, BUSY } from '../shared/useSingleFlight';
import { UndoAction } from '../shared/UndoAction';
import { decisionCall, decisionsFor, routeOf, UNDO_OF, type Decision } from './decisions';
import { qk, type QueueItem } from './types';

export interface DecideState {
  route?: string;
  record?: RaRecord;
  decisions: Decision[];
  busy: boolean;
  lang: ContractLang;
  /** runs the decision; whether it went through */
  run(action: string, reason?: string): Promise<boolean>;
}

export function useDecide(item: QueueItem | null): DecideState {
  const route = item ? routeOf(item.type) : undefined;
  const dataProvider = useDataProvider<ModeratorDataProvider>();
  const canDo = useCanDo();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [locale] = useLocaleState();
  const lang = (locale === 'en-US' ? 'en-US' : 'zh-CN') as ContractLang;
  const { pending, once } = useSingleFlight();
  const { data: record, refetch } = useGetOne(route ?? '', { id: item?.id ?? 0 }, { enabled: !!route && !!item });
  const loaded = record && item && record.id === item.id ? record : undefined;
  const holds = useHolds();
  const decisions = useMemo(() => (item && route ? decisionsFor(item.type, loaded, lang)
    .filter((d) => canDo(d.command ?? d.action, route) && (d.needs ?? []).every(holds)) : []), [item, route, loaded, lang, canDo, holds]);

  const run = useCallback(async (action: string, reason?: string) => {
    const d = decisions.find((x) => x.action === action);
    if (!item || !route || !d) return false;
    const { command, body } = decisionCall(d, item.id, reason);
    const outcome = await once(async () => {
      try {
        await dataProvider.transition(route, command, body);
        const undo = UNDO_OF[command] && canDo(UNDO_OF[command], route) ? UNDO_OF[command] : undefined;
        notify(qk('decided'), {
          type: 'success', messageArgs: { action: d.label, title: item.title },
          ...(undo ? { action: createElement(UndoAction, { resource: route, id: item.id, action: undo }) } : {}),
        });
        return true;
      } catch (error) {
        notifyError(error);
        void refetch();
        return false;
      }
    });
    return outcome !== BUSY && outcome;
  }, [item, route, decisions, once, dataProvider, notify, notifyError, refetch, canDo]);

  return { route, record: loaded, decisions, busy: pending, lang, run };
}
