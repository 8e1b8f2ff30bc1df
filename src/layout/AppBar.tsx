import { useEffect } from 'react';
import { AppBar as MuiAppBar, Box, Toolbar } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LoadingIndicator } from './LoadingIndicator';
import { MessageBell } from '../messages/MessageBell';
import { useAppSettings } from '../settings/settings';
import { FullScreenButton, MenuButton, SettingsButton, ThemeButton } from './appbar/AppBarButtons';
import { AvatarMenu } from './appbar/AvatarMenu';
import { Chrome } from './chromeDeferral';
import { Logo } from './appbar/Logo';
import { OverflowMenu } from './appbar/OverflowMenu';
import { TopMenu } from './appbar/TopMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { useIsPhone } from './useIsPhone';

/** The height of the dense toolbar, which the layout leaves free above the page. */
export const APP_BAR_HEIGHT = 48;

/** Language, theme, full screen and settings: in the bar, or folded into one menu on a phone. */
const ToolButtons = () => (useIsPhone() ? <OverflowMenu /> : (
  <>
    <LanguageSwitch />
    <ThemeButton />
  </>
));

/** Menu button, logo, the top menu (if on), language, theme, messages, full screen, settings, avatar. */
const AppBarContent = () => {
  const [settings] = useAppSettings();
  const phone = useIsPhone();
  return (
    <>
      <MenuButton />
      <Logo />
      {settings.topMenu && !phone ? <TopMenu /> : <Box sx={{ flex: 1, minWidth: 0 }} />}
      <ToolButtons />
      <MessageBell />
      {!phone && <FullScreenButton />}
      {!phone && <SettingsButton />}
      <LoadingIndicator />
      <AvatarMenu />
    </>
  );
};

/**
 * The app bar, hidden with the navbar setting; its content once the page has been drawn
 * (./chromeDeferral.tsx), the bar itself at once. The page's title is the page's h1
 * (PageHeader), not repeated here.
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
        <Chrome><AppBarContent /></Chrome>
      </Toolbar>
    </MuiAppBar>
  );
};
