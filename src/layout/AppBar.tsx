import { useEffect } from 'react';
import { AppBar as MuiAppBar, Box, Toolbar } from '@mui/material';
import { LoadingIndicator, TitlePortal, useTranslate } from 'react-admin';
import { MessageBell } from '../messages/MessageBell';
import { useAppSettings } from '../settings/settings';
import { FullScreenButton, MenuButton, SettingsButton, ThemeButton } from './appbar/AppBarButtons';
import { AvatarMenu } from './appbar/AvatarMenu';
import { Logo } from './appbar/Logo';
import { TopMenu } from './appbar/TopMenu';
import { LanguageSwitch } from './LanguageSwitch';

/** The height of the dense toolbar, which the layout leaves free above the page. */
export const APP_BAR_HEIGHT = 48;

/**
 * Menu button, logo, the page title (or the top menu), language, theme, messages,
 * full screen, settings and the avatar menu. Hidden with the navbar setting.
 */
export const AppBar = () => {
  const translate = useTranslate();
  const [settings] = useAppSettings();
  const title = translate('app.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  if (!settings.navbar) return null;
  return (
    <MuiAppBar position="fixed" color="primary" data-testid="app-bar">
      <Toolbar variant="dense" disableGutters sx={{ px: 1, gap: 0.5, minHeight: APP_BAR_HEIGHT }}>
        <MenuButton />
        <Logo />
        {settings.topMenu ? <TopMenu /> : <Box sx={{ flex: 1, minWidth: 0 }}><TitlePortal variant="subtitle1" /></Box>}
        <LanguageSwitch />
        <ThemeButton />
        <MessageBell />
        <FullScreenButton />
        <SettingsButton />
        <LoadingIndicator />
        <AvatarMenu />
      </Toolbar>
    </MuiAppBar>
  );
};
