import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Spec §9: theme colour #165DFF, menu width 220. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#165DFF' } },
  sidebar: { width: 220, closedWidth: 55 },
};
