import { useCallback, useEffect, useState } from 'react';
import { onSessionExpired } from '../http/events';
import { getToken } from '../http/storage';
import { lazyView } from '../lazy';
import { getUserInfo } from '../providers/session';

// The dialog (MUI Dialog, Modal, its icon) is fetched the first time a session expires (src/lazy.ts).
const ReloginDialog = lazyView(() => import('./ReloginDialog').then((m) => m.ReloginDialog), null);

/**
 * Mounted once for the whole app: listens for the HTTP client's "session over"
 * (docs/domain.md "Errors") and shows the one relogin dialog however many calls fail together.
 * A signed-out visitor has nothing to renew.
 */
export const ReloginGate = () => {
  const [asked, setAsked] = useState(false);
  useEffect(() => onSessionExpired(() => {
    if (getToken() && getUserInfo()) setAsked(true);
  }), []);
  const close = useCallback(() => setAsked(false), []);
  return asked ? <ReloginDialog onClose={close} /> : null;
};
