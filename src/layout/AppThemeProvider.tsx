import { useMemo, type ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useLocaleState } from 'react-admin';
import { isLocale } from '../http/storage';
import { useAppSettings } from '../settings/settings';
import { themeOptions } from './theme';

/**
 * react-admin builds its theme once from <Admin theme>; the settings drawer
 * changes mode, colour and menu width at any time, so the layout (and the toasts)
 * sit in a theme rebuilt from the settings whenever they change.
 */
export const AppThemeProvider = ({ children, baseline = false }: { children: ReactNode; baseline?: boolean }) => {
  const [{ theme, themeColor, menuWidth, colorWeak }] = useAppSettings();
  const [locale] = useLocaleState();
  const muiTheme = useMemo(
    () => createTheme(themeOptions({ theme, themeColor, menuWidth, colorWeak }, isLocale(locale) ? locale : undefined)),
    [theme, themeColor, menuWidth, colorWeak, locale],
  );
  return (
    <ThemeProvider theme={muiTheme}>
      {/* page background and text colour; once, from the layout */}
      {baseline && <CssBaseline enableColorScheme />}
      {children}
    </ThemeProvider>
  );
};
