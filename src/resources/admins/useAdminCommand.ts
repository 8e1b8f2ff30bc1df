import { useDataProvider, useNotify, useRefresh, type RaRecord } from 'react-admin';
import type { ModeratorDataProvider } from '../../providers/types';
import { useNotifyError } from '../shared/useNotifyError';
import { BUSY, useSingleFlight } from '../shared/useSingleFlight';

export const ADMIN_RESOURCE = 'user/admin';

/**
 * One command on one staff account (reset_password, disable, enable, unlock,
 * revoke_session, revoke_all); a step-up refusal is handled by the HTTP client
 * (the dialog, then the retry). Answers the command's data, or null on failure
 * (or while another runs: one at a time, useSingleFlight).
 */
export const useAdminCommand = () => {
  const dataProvider = useDataProvider<ModeratorDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const { pending, once } = useSingleFlight();
  const call = async (action: string, body: { id: RaRecord['id']; [key: string]: unknown }): Promise<RaRecord | null> => {
    try {
      const { data } = await dataProvider.transition(ADMIN_RESOURCE, action, body);
      notify(`resources.${ADMIN_RESOURCE}.notify.done`, { type: 'success' });
      refresh();
      return data;
    } catch (error) {
      notifyError(error);
      return null;
    }
  };
  const run = async (action: string, body: { id: RaRecord['id']; [key: string]: unknown }): Promise<RaRecord | null> => {
    const data = await once(() => call(action, body));
    return data === BUSY ? null : data;
  };
  return { run, pending };
};
