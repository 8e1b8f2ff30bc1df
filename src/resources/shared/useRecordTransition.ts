import { useState } from 'react';
import {
  useDataProvider, useNotify, useRefresh, useResourceContext, useTranslate, type RaRecord,
} from 'react-admin';
import type { ModeratorDataProvider } from '../../providers/types';
import { CONFLICT, errorCode } from './errors';
import type { TransitionDef } from './transitions';
import { useNotifyError } from './useNotifyError';

export type TransitionOutcome = 'done' | 'conflict' | 'failed';

/**
 * Runs one named state change on one record of the current resource, then
 * tells the user and reloads. A -5 means someone else acted first: the
 * server's message is shown and the record reloaded, so the buttons match
 * its real status again.
 */
export const useRecordTransition = () => {
  const dataProvider = useDataProvider<ModeratorDataProvider>();
  const resource = useResourceContext() ?? '';
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [pending, setPending] = useState(false);

  const run = async (
    transition: Pick<TransitionDef, 'action'>, record: RaRecord, reason?: string,
    /** other body fields the action takes (a payment reference) */
    extra: Record<string, unknown> = {},
  ): Promise<TransitionOutcome> => {
    setPending(true);
    try {
      const body = reason === undefined ? { ...extra, id: record.id } : { ...extra, id: record.id, reason };
      await dataProvider.transition(resource, transition.action, body);
      notify(`resources.${resource}.notify.${transition.action}`, {
        type: 'success', messageArgs: { _: translate('mdr.transition.done') },
      });
      refresh();
      return 'done';
    } catch (error) {
      notifyError(error);
      if (errorCode(error) !== CONFLICT) return 'failed';
      refresh();
      return 'conflict';
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
};
