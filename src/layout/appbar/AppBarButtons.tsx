// The app bar's icon buttons: menu, theme, full screen, settings.
import { useEffect, useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import LightModeIcon from '@mui/icons-material/LightMode';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import SettingsIcon from '@mui/icons-material/Settings';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { useAppSettings } from '../../settings/settings';
import { sideMenuMode, useMenuOverlay } from '../sideMenu';

/** An icon button whose tooltip is also its accessible name. */
export const BarButton = ({ label, icon, onClick, pressed }: {
  label: string; icon: ReactElement; onClick: () => void; pressed?: boolean;
}) => (
  <Tooltip title={label}>
    <IconButton color="inherit" aria-label={label} aria-pressed={pressed} onClick={onClick}>
      {icon}
    </IconButton>
  </Tooltip>
);

/** Collapses the docked menu, or opens the hidden one over the page. */
export const MenuButton = () => {
  const translate = useTranslate();
  const [settings, update] = useAppSettings();
  const [, setOverlay] = useMenuOverlay();
  const mode = sideMenuMode(settings);
  if (mode === 'none') return null;
  if (mode === 'overlay') {
    return <BarButton label={translate('shell.open_menu')} icon={<MenuIcon />} onClick={() => setOverlay(true)} />;
  }
  const collapsed = settings.menuCollapse;
  return (
    <BarButton
      label={translate(collapsed ? 'shell.expand_menu' : 'shell.collapse_menu')}
      icon={collapsed ? <MenuIcon /> : <MenuOpenIcon />}
      onClick={() => update({ menuCollapse: !collapsed })}
    />
  );
};

export const ThemeButton = () => {
  const translate = useTranslate();
  const [{ theme }, update] = useAppSettings();
  const dark = theme === 'dark';
  return (
    <BarButton
      label={translate(dark ? 'shell.theme_light' : 'shell.theme_dark')}
      icon={dark ? <LightModeIcon /> : <DarkModeIcon />}
      onClick={() => update({ theme: dark ? 'light' : 'dark' })}
    />
  );
};

function useFullScreen(): boolean {
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  return full;
}

export const FullScreenButton = () => {
  const translate = useTranslate();
  const full = useFullScreen();
  if (!document.fullscreenEnabled) return null;
  // the browser may refuse (a policy, no user gesture): nothing to tell the user then
  const toggle = () => (full ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined);
  return (
    <BarButton
      label={translate(full ? 'shell.fullscreen_exit' : 'shell.fullscreen_enter')}
      icon={full ? <FullscreenExitIcon /> : <FullscreenIcon />}
      onClick={toggle}
      pressed={full}
    />
  );
};

export const SettingsButton = () => {
  const translate = useTranslate();
  const [, update] = useAppSettings();
  return <BarButton label={translate('shell.settings')} icon={<SettingsIcon />} onClick={() => update({ globalSettings: true })} />;
};
