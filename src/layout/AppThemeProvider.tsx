import { useMemo, type ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useAppSettings } from '../settings/settings';
import { themeOptions } from './theme';

/**
 * react-admin builds its theme once from <Admin theme>; the settings drawer
 * changes mode, colour and menu width at any time, so the layout (and the toasts)
 * sit in a theme rebuilt from the settings whenever they change.
 */
export const AppThemeProvider = ({ children, baseline = false }: { children: ReactNode; baseline?: boolean }) => {
  const [{ theme, themeColor, menuWidth }] = useAppSettings();
  const muiTheme = useMemo(
    () => createTheme(themeOptions({ theme, themeColor, menuWidth })),
    [theme, themeColor, menuWidth],
  );
  return (
    <ThemeProvider theme={muiTheme}>
      {/* page background and text colour; once, from the layout */}
      {baseline && <CssBaseline enableColorScheme />}
      {children}
    </ThemeProvider>
  );
};
