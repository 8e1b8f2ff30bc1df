import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage } from './errors';

/** Shows a failed call's server message (already in the user's language). */
export const useNotifyError = () => {
  const notify = useNotify();
  return useCallback((error: unknown, fallback = 'ra.notification.http_error') => {
    const message = errorMessage(error) ?? fallback;
    // `_` keeps a server sentence that is not a translation key as it is
    notify(message, { type: 'error', messageArgs: { _: message } });
  }, [notify]);
};
