import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { useTranslate } from 'react-admin';
import { authProvider } from '../providers/authProvider';
import { useUserInfo } from '../providers/session';

/**
 * Sign out, then reload on the login page (its address carries the route to come back to): a fresh
 * page load drops every cache of the old session.
 */
async function signInAgain(loginPath: string): Promise<void> {
  await authProvider.logout({});
  window.location.hash = `#${loginPath}`;
  window.location.reload();
}

/**
 * An answer of -3 (or data.relogin) asks the user to sign in again (docs/domain.md "Errors").
 * Mounted by ReloginGate (src/layout/ReloginGate.tsx) when that happens, so
 * the dialog is not part of the login page's download; closing it unmounts
 * it (the flag resets), so the next failure asks again.
 */
export const ReloginDialog = ({ loginPath, onClose }: { loginPath: string; onClose: () => void }) => {
  const translate = useTranslate();
  const [leaving, setLeaving] = useState(false);

  // A session without user info is the route guard's to settle (docs/domain.md "Session and navigation": it
  // signs out to the login page), and a signed-out one has nothing to renew.
  const signedIn = useUserInfo() !== null;

  useEffect(() => {
    if (!signedIn) onClose();
  }, [signedIn, onClose]);

  const confirm = () => {
    setLeaving(true);
    signInAgain(loginPath).catch(() => setLeaving(false));
  };

  return (
    <Dialog open={signedIn} onClose={onClose} aria-labelledby="relogin-title" maxWidth="xs" fullWidth>
      <DialogTitle id="relogin-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ErrorOutlineIcon color="error" />
        {translate('relogin.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('relogin.content')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" color="error" onClick={confirm} disabled={leaving} autoFocus>
          {translate('relogin.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
