import { useCallback } from 'react';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useLocation, useLogin, useTranslate } from 'react-admin';
import type { LoginParams } from '../providers/authProvider';
import { redirectTarget } from './loginRedirect';
import { useQrLogin, type QrLoginState } from './useQrLogin';

const SIZE = 200;

/** What covers the code once it can no longer be scanned: the state, and a refresh where one helps. */
function Overlay({ state, onRefresh }: { state: QrLoginState; onRefresh: () => void }) {
  const translate = useTranslate();
  if (state.phase === 'loading' || state.phase === 'waiting') return null;
  const text = state.phase === 'failed' ? state.message : translate(`qr_login.${state.phase}`);
  const canRefresh = state.phase === 'expired' || state.phase === 'declined' || state.phase === 'failed';
  return (
    <Box
      role="status"
      sx={{
        position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column', gap: 1.5,
        alignItems: 'center', justifyContent: 'center', px: 2, bgcolor: 'rgba(255,255,255,0.94)',
      }}
    >
      <Typography variant="body1" sx={{ fontWeight: 600 }}>{text}</Typography>
      {canRefresh && (
        <Button variant="contained" size="small" onClick={onRefresh}>{translate('qr_login.refresh')}</Button>
      )}
    </Box>
  );
}

/**
 * The login page's QR tab: a staff member signed in on another device scans
 * the code, sees who asks and confirms; this page then signs in as them.
 */
export const QrLoginPanel = () => {
  const translate = useTranslate();
  const login = useLogin();
  const location = useLocation();
  const redirect = redirectTarget(location.search, location.state);
  const onToken = useCallback(
    (token: string) => login({ token, redirect } satisfies LoginParams),
    [login, redirect],
  );
  const { state, refresh } = useQrLogin(onToken);

  return (
    <Box sx={{ textAlign: 'center', py: 1 }}>
      <Box sx={{ position: 'relative', width: SIZE, height: SIZE, mx: 'auto', mb: 2 }}>
        {'qrText' in state
          ? <QRCodeSVG value={state.qrText} size={SIZE} marginSize={1} title={translate('qr_login.code')} />
          : state.phase === 'loading' && <CircularProgress sx={{ mt: `${SIZE / 2 - 20}px` }} />}
        <Overlay state={state} onRefresh={refresh} />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>{translate('qr_login.hint')}</Typography>
    </Box>
  );
};
