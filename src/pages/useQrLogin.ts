// The QR sign-in of the login page as a state machine: issue a ticket, poll it
// at the interval the API asks for, and hand the token over once confirmed.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { EMPTY_ERROR, isApiError } from '../http/ApiError';
import { issueQrTicket, pollQrTicket, type QrTicket } from './qrApi';

export type QrPhase = 'waiting' | 'scanned' | 'declined' | 'expired' | 'confirmed';

export type QrLoginState =
  | { phase: 'loading' }
  | { phase: QrPhase; qrText: string }
  | { phase: 'failed'; message: string };

/** A poll's status as this device shows it; 'used' without a token means another poll took it. */
const phaseOf = (status: string): QrPhase =>
  status === 'waiting' || status === 'scanned' || status === 'declined' ? status : 'expired';

interface Round {
  signal: AbortSignal;
  show: (state: QrLoginState) => void;
  signIn: (token: string) => Promise<unknown>;
  fail: (error: unknown) => void;
}

/** One ticket's life: issue, then poll one call at a time until it ends (or the round is aborted). */
function runRound({ signal, show, signIn, fail }: Round): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pollLater = (issued: QrTicket) => {
    timer = setTimeout(() => {
      pollQrTicket(issued.ticket, signal).then(async ({ status, token }) => {
        if (signal.aborted) return;
        if (token) {
          show({ phase: 'confirmed', qrText: issued.qrText });
          await signIn(token);
          return;
        }
        const phase = phaseOf(status);
        show({ phase, qrText: issued.qrText });
        if (phase === 'waiting' || phase === 'scanned') pollLater(issued);
      }).catch(fail);
    }, issued.pollIntervalMs);
  };
  issueQrTicket(signal).then((issued) => {
    if (signal.aborted) return;
    show({ phase: 'waiting', qrText: issued.qrText });
    pollLater(issued);
  }, fail);
  return () => clearTimeout(timer);
}

/**
 * `onToken` signs in with the token (it may reject: the failure is shown).
 * `refresh` throws the ticket away and issues a new one.
 */
export function useQrLogin(onToken: (token: string) => Promise<unknown>) {
  const notify = useNotify();
  const [state, setState] = useState<QrLoginState>({ phase: 'loading' });
  const [round, setRound] = useState(0);
  // The latest callback without restarting the polling (and issuing a new ticket) when it changes.
  const signIn = useRef(onToken);
  useEffect(() => {
    signIn.current = onToken;
  }, [onToken]);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const fail = (error: unknown) => {
      if (signal.aborted) return;
      const message = isApiError(error) || error instanceof Error ? error.message : EMPTY_ERROR;
      notify(message, { type: 'error', messageArgs: { _: message } });
      setState({ phase: 'failed', message });
    };
    const stop = runRound({ signal, show: setState, signIn: (token) => signIn.current(token), fail });
    return () => {
      controller.abort();
      stop();
    };
  }, [round, notify]);

  const refresh = useCallback(() => {
    setState({ phase: 'loading' });
    setRound((r) => r + 1);
  }, []);

  return { state, refresh };
}
