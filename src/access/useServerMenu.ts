// Loads the server menu (/api/user/menu) into settings.serverMenu: with notices
// when the menuFromServer setting turns on (docs/domain.md "Session and navigation"), quietly once per session
// otherwise, for the external entry (the official website) of the local menu.
import { useCallback, useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { getToken } from '../http/storage';
import { useUserInfo } from '../providers/session';
import { updateSettings, useAppSettings } from '../settings/settings';
import { fetchServerMenu } from './serverMenu';

/** The loading notice gives way to the result (react-admin shows one notice at a time). */
const LOADING_NOTICE_MS = 1500;

function useLoadServerMenu() {
  const notify = useNotify();
  const inFlight = useRef(false);
  return useCallback((withNotices: boolean) => {
    if (inFlight.current) return;
    inFlight.current = true;
    const token = getToken();
    if (withNotices) notify('server_menu.loading', { type: 'info', autoHideDuration: LOADING_NOTICE_MS });
    fetchServerMenu().then(
      (menu) => {
        // signed out (or in as someone else) meanwhile: not this session's menu
        if (getToken() !== token) return;
        updateSettings({ serverMenu: menu });
        if (withNotices) notify('server_menu.loaded', { type: 'success' });
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : 'Error';
        notify(withNotices ? 'server_menu.failed' : message, { type: 'error', messageArgs: { message, _: message } });
      },
    ).finally(() => {
      inFlight.current = false;
    });
  }, [notify]);
}

/**
 * Mounted once in the signed-in layout. A failed load leaves serverMenu empty,
 * so the local menu (and every route it allows) keeps working.
 */
export function useServerMenuLoader(): void {
  const [{ menuFromServer, serverMenu }] = useAppSettings();
  const signedIn = useUserInfo() !== null;
  const empty = serverMenu.length === 0;
  const load = useLoadServerMenu();
  const wasOn = useRef(menuFromServer);
  const quietlyTried = useRef(false);

  useEffect(() => {
    const turnedOn = menuFromServer && !wasOn.current;
    wasOn.current = menuFromServer;
    if (!signedIn) return;
    if (menuFromServer && (turnedOn || empty)) load(true);
    else if (!menuFromServer && empty && !quietlyTried.current) {
      quietlyTried.current = true;
      load(false);
    }
  }, [menuFromServer, empty, signedIn, load]);
}
