import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardActions, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { Link, useCheckAuth, useLocation, useNotify, useTranslate } from 'react-admin';
import { EMPTY_ERROR, isApiError } from '../http/ApiError';
import { useUserInfo } from '../providers/session';
import { WORKPLACE_PATH } from './paths';
import { actOnQrTicket, type QrRequest } from './qrApi';
import { formatTime } from '../i18n/time';

type Step =
  | { step: 'loading' }
  | { step: 'asking' | 'sending'; request: QrRequest }
  | { step: 'confirmed' | 'declined' }
  | { step: 'failed'; message: string };

const messageOf = (error: unknown) => (isApiError(error) || error instanceof Error ? error.message : EMPTY_ERROR);

/** Who asks to sign in: device, address and when. */
function Requester({ request }: { request: QrRequest }) {
  const translate = useTranslate();
  const rows: [string, string][] = [
    ['qr_confirm.device', request.requester.device],
    ['qr_confirm.ip', request.requester.ip],
    ['qr_confirm.time', formatTime(request.createdAt)],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, my: 2 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ color: 'text.secondary' }}>{translate(label)}</Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>{value}</Typography>
        </Box>
      ))}
      {/* a <dd> with no <dt> of its own breaks the list for screen readers: its own row */}
      <Box sx={{ display: 'contents' }}>
        <Typography component="dt" sx={visuallyHidden}>User-Agent</Typography>
        <Typography component="dd" variant="caption" sx={{ color: 'text.secondary', gridColumn: '1 / -1', m: 0, wordBreak: 'break-all' }}>
          {request.requester.userAgent}
        </Typography>
      </Box>
    </Box>
  );
}

/** The scan, then confirm or decline; every failure is shown on the page and as a toast (docs/panel.md "Sign-in"). */
function useQrDecision(ticket: string | null, enabled: boolean) {
  const notify = useNotify();
  const [state, setState] = useState<Step>({ step: 'loading' });

  useEffect(() => {
    if (!enabled) return;
    if (!ticket) {
      setState({ step: 'failed', message: 'qr_confirm.no_ticket' });
      return;
    }
    let cancelled = false;
    actOnQrTicket('scan', ticket).then(
      (request) => !cancelled && setState({ step: 'asking', request }),
      (error: unknown) => !cancelled && setState({ step: 'failed', message: messageOf(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [ticket, enabled]);

  useEffect(() => {
    if (state.step === 'failed') notify(state.message, { type: 'error', messageArgs: { _: state.message } });
  }, [state, notify]);

  const decide = (action: 'confirm' | 'decline') => {
    if (state.step !== 'asking' || !ticket) return;
    setState({ step: 'sending', request: state.request });
    actOnQrTicket(action, ticket).then(
      () => setState({ step: action === 'confirm' ? 'confirmed' : 'declined' }),
      (error: unknown) => setState({ step: 'failed', message: messageOf(error) }),
    );
  };
  return { state, decide };
}

/**
 * Signed in? This page has no layout, so react-admin's guard does not cover it.
 * One check on open (signed out: to the login page, with this page and its
 * ticket as the redirect); not react-admin's useAuthenticated, whose query is
 * asked again when signing out clears the cache, signing out again and again.
 */
function useSignedIn(): boolean {
  const checkAuth = useCheckAuth();
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    let cancelled = false;
    checkAuth().then(() => !cancelled && setSignedIn(true), () => undefined);
    return () => {
      cancelled = true;
    };
  }, [checkAuth]);
  return signedIn;
}

type Decision = ReturnType<typeof useQrDecision>;

/** The question and who asks, or the result. */
function Body({ state, name }: { state: Step; name: string }) {
  const translate = useTranslate();
  switch (state.step) {
    case 'asking':
    case 'sending':
      return (
        <>
          <Typography>{translate('qr_confirm.question', { name })}</Typography>
          <Requester request={state.request} />
          <Alert severity="warning">{translate('qr_confirm.warning')}</Alert>
        </>
      );
    case 'confirmed':
      return <Alert severity="success">{translate('qr_confirm.confirmed')}</Alert>;
    case 'declined':
      return <Alert severity="info">{translate('qr_confirm.declined')}</Alert>;
    case 'failed':
      return <Alert severity="error">{translate(state.message, { _: state.message })}</Alert>;
    default:
      return <CircularProgress aria-label={translate('ra.page.loading')} />;
  }
}

/** Confirm / decline while asking; afterwards the way back to the panel. */
function Actions({ state, decide }: Decision) {
  const translate = useTranslate();
  if (state.step !== 'asking' && state.step !== 'sending') {
    return <Button component={Link} to={WORKPLACE_PATH}>{translate('not_found.back')}</Button>;
  }
  const busy = state.step === 'sending';
  return (
    <Stack direction="row" spacing={1}>
      <Button onClick={() => decide('decline')} disabled={busy}>{translate('qr_confirm.decline')}</Button>
      <Button variant="contained" onClick={() => decide('confirm')} disabled={busy}>{translate('qr_confirm.confirm')}</Button>
    </Stack>
  );
}

/**
 * The page a QR sign-in code opens (#/qr/confirm?ticket=…), on a device where
 * the staff member is signed in (signed out: the login page, then back here).
 */
export const QrConfirmPage = () => {
  const translate = useTranslate();
  const signedIn = useSignedIn();
  const ticket = new URLSearchParams(useLocation().search).get('ticket');
  const name = useUserInfo()?.name ?? '';
  const decision = useQrDecision(ticket, signedIn);

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ width: 420, maxWidth: '100%' }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>{translate('qr_confirm.title')}</Typography>
          <Body state={decision.state} name={name} />
        </CardContent>
        <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
          <Actions {...decision} />
        </CardActions>
      </Card>
    </Box>
  );
};
