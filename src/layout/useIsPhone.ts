import { useMediaQuery, type Theme } from '@mui/material';

/**
 * A phone-sized window (under MUI's `sm`, 600 px): the breakpoint at which
 * react-admin's sidebar turns into a temporary drawer, so the app bar, the
 * menu and the lists all switch at the same width.
 */
// noSsr: right from the first render (the panel renders in the browser only). Without it the first
// render took a phone for a desktop, and the side menu told react-admin "open", which opened the
// phone's menu drawer over the page.
export const useIsPhone = (): boolean => useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
