import { useCallback, useEffect, useState } from 'react';
import { onSessionExpired } from '../http/events';
import { getToken } from '../http/storage';
import { lazyView } from '../lazy';
import { loginPathFor } from '../pages/loginRedirect';
import { getUserInfo } from '../providers/session';

// The dialog (MUI Dialog, Modal, its icon) is fetched the first time a session expires (src/lazy.ts).
const ReloginDialog = lazyView(() => import('./ReloginDialog').then((m) => m.ReloginDialog), null);

/**
 * Mounted once for the whole app: listens for the HTTP client's "session over"
 * (docs/domain.md "Errors") and shows the one relogin dialog however many calls fail together.
 * A signed-out visitor has nothing to renew. The way back is the route the reader was on when the
 * session ended: react-admin rewrites a list's address after a failed page (page 2 of a list with no
 * rows goes to page 1), which the reader did not ask for.
 */
export const ReloginGate = () => {
  const [loginPath, setLoginPath] = useState<string | null>(null);
  useEffect(() => onSessionExpired(() => {
    if (getToken() && getUserInfo()) setLoginPath((asked) => asked ?? loginPathFor());
  }), []);
  const close = useCallback(() => setLoginPath(null), []);
  return loginPath ? <ReloginDialog loginPath={loginPath} onClose={close} /> : null;
};
