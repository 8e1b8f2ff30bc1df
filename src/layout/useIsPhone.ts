import { useMediaQuery, type Theme } from '@mui/material';

/**
 * A phone-sized window (under MUI's `sm`, 600 px): the breakpoint at which
 * react-admin's sidebar turns into a temporary drawer, so the app bar, the
 * menu and the lists all switch at the same width.
 */
export const useIsPhone = (): boolean => useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
