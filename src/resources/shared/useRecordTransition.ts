import {
  useDataProvider, useNotify, useRefresh, useResourceContext, useTranslate, type RaRecord,
} from 'react-admin';
import { createElement } from 'react';
import { useCanDo } from '../../access/useCanDo';
import type { ModeratorDataProvider } from '../../providers/types';
import { markDecided } from './decidedHere';
import { CONFLICT, errorCode } from './errors';
import type { TransitionDef } from './transitions';
import { UndoAction } from './UndoAction';
import { useNotifyError } from './useNotifyError';
import { BUSY, useSingleFlight } from './useSingleFlight';

export type TransitionOutcome = 'done' | 'conflict' | 'failed' | 'busy';

/** A dialog closes once its call is through (done, or someone else acted first); it stays on a failure or while the first call runs. */
export const settled = (outcome: TransitionOutcome) => outcome === 'done' || outcome === 'conflict';

/**
 * Runs one named state change on one record of the current resource, then
 * tells the user and reloads. A -5 means someone else acted first: the
 * server's message is shown and the record reloaded, so the buttons match
 * its real status again. One at a time: a second click while it runs does
 * nothing ('busy', useSingleFlight). A change that went through marks the
 * record decided here, for the page's "next in queue" (QueueNextButton).
 */
export const useRecordTransition = () => {
  const dataProvider = useDataProvider<ModeratorDataProvider>();
  const resource = useResourceContext() ?? '';
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const translate = useTranslate();
  const canDo = useCanDo();
  const { pending, once } = useSingleFlight();

  const call = async (
    transition: Pick<TransitionDef, 'action' | 'undo'>, record: RaRecord, reason: string | undefined, extra: Record<string, unknown>,
  ): Promise<TransitionOutcome> => {
    try {
      const body = reason === undefined ? { ...extra, id: record.id } : { ...extra, id: record.id, reason };
      await dataProvider.transition(resource, transition.action, body);
      const undo = transition.undo && canDo(transition.undo, resource) ? transition.undo : undefined;
      notify(`resources.${resource}.notify.${transition.action}`, {
        type: 'success', messageArgs: { _: translate('mdr.transition.done') },
        // the toast's own button (MUI Snackbar `action`): the reverse command
        ...(undo ? { action: createElement(UndoAction, { resource, id: record.id, action: undo }) } : {}),
      });
      markDecided(resource, record.id);
      refresh();
      return 'done';
    } catch (error) {
      notifyError(error);
      if (errorCode(error) !== CONFLICT) return 'failed';
      refresh();
      return 'conflict';
    }
  };
  const run = async (
    transition: Pick<TransitionDef, 'action' | 'undo'>, record: RaRecord, reason?: string,
    /** other body fields the action takes (a payment reference) */
    extra: Record<string, unknown> = {},
  ): Promise<TransitionOutcome> => {
    const outcome = await once(() => call(transition, record, reason, extra));
    return outcome === BUSY ? 'busy' : outcome;
  };
  return { run, pending };
};
