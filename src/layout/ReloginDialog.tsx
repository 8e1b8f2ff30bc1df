import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { useTranslate } from 'react-admin';
import { onSessionExpired } from '../http/client';
import { getToken } from '../http/storage';
import { loginPathFor } from '../pages/loginRedirect';
import { authProvider } from '../providers/authProvider';
import { getUserInfo, useUserInfo } from '../providers/session';

/**
 * Sign out, then reload on the login page with the current route as the
 * redirect: a fresh page load drops every cache of the old session.
 */
async function signInAgain(): Promise<void> {
  const loginPath = loginPathFor();
  await authProvider.logout({});
  window.location.hash = `#${loginPath}`;
  window.location.reload();
}

/**
 * Spec §8: an answer of -3 (or data.relogin) asks the user to sign in again.
 * Mounted once for the whole app; the open flag makes it one dialog however
 * many calls fail together, and closing it resets the flag (spec §4), so the
 * next failure asks again.
 */
export const ReloginDialog = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);

  // A session without user info is the route guard's to settle (spec §4: it
  // signs out to the login page), and a signed-out one has nothing to renew.
  const signedIn = useUserInfo() !== null;

  useEffect(() => onSessionExpired(() => {
    if (getToken() && getUserInfo()) setOpen(true);
  }), []);

  useEffect(() => {
    if (!signedIn) setOpen(false);
  }, [signedIn]);

  const confirm = () => {
    setLeaving(true);
    signInAgain().catch(() => setLeaving(false));
  };

  return (
    <Dialog open={open && signedIn} onClose={() => setOpen(false)} aria-labelledby="relogin-title" maxWidth="xs" fullWidth>
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
