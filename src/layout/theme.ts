// The MUI theme as the app settings describe it: light or dark, the theme colour
// as the primary palette, the menu width as the sidebar's (spec §3, §9).
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { DEFAULT_SETTINGS, getSettings, isHexColor, type AppSettings } from '../settings/settings';

/** react-admin's collapsed sidebar width, kept as it is. */
const CLOSED_MENU_WIDTH = 55;

type ThemeSettings = Pick<AppSettings, 'theme' | 'themeColor' | 'menuWidth'>;

export function themeOptions({ theme, themeColor, menuWidth }: ThemeSettings): RaThemeOptions {
  const base = theme === 'dark' ? defaultDarkTheme : defaultLightTheme;
  const main = isHexColor(themeColor) ? themeColor : DEFAULT_SETTINGS.themeColor;
  return {
    ...base,
    palette: { ...base.palette, primary: { main } },
    sidebar: { width: menuWidth, closedWidth: CLOSED_MENU_WIDTH },
  };
}

/**
 * The theme react-admin starts with (login page included), from the stored
 * settings; inside the layout AppThemeProvider follows every change live.
 */
export const theme: RaThemeOptions = themeOptions(getSettings());
