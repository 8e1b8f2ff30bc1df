import { useCallback } from 'react';
import { useNotify, useResourceContext, useTranslate } from 'react-admin';
import { CONFLICT, errorCode, hasFieldErrors } from './errors';
import { useNotifyError } from './useNotifyError';

/**
 * `mutationOptions.onError` for a pessimistic <Edit>: a stale version (-5)
 * says so in the resource's words (`resources.<name>.notify.conflict`) and
 * leaves the form as the user typed it; field errors (-1) are shown under
 * the inputs by react-admin; anything else shows the server's message.
 */
export const useSaveErrorHandler = () => {
  const resource = useResourceContext();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const translate = useTranslate();
  return useCallback((error: unknown) => {
    if (errorCode(error) === CONFLICT) {
      notify(`resources.${resource}.notify.conflict`, {
        type: 'error', messageArgs: { _: translate('mdr.conflict') },
      });
    } else if (!hasFieldErrors(error)) {
      notifyError(error);
    }
  }, [resource, notify, notifyError, translate]);
};
