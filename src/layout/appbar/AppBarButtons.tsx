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
import { useSidebarState, useTranslate } from 'react-admin';
import { useMenuTooltip } from '../../components/useMenuTooltip';
import { useAppSettings } from '../../settings/settings';
import { sideMenuMode, useMenuOverlay } from '../sideMenu';
import { useIsPhone } from '../useIsPhone';

/** An icon button whose tooltip is also its accessible name; `opens`: the menu or drawer it opens is open (useMenuTooltip). */
export const BarButton = ({ label, icon, onClick, pressed, expanded, opens = false }: {
  label: string; icon: ReactElement; onClick: () => void; pressed?: boolean; expanded?: boolean; opens?: boolean;
}) => {
  const tip = useMenuTooltip(opens);
  return (
    <Tooltip title={label} {...tip.tooltip}>
      <IconButton color="inherit" aria-label={label} aria-pressed={pressed} aria-expanded={expanded} onClick={onClick} onBlur={tip.onBlur}>
        {icon}
      </IconButton>
    </Tooltip>
  );
};

/** On a phone the docked menu is react-admin's temporary drawer, opened and closed by its sidebar state. */
const PhoneMenuButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  return (
    <BarButton
      label={translate(open ? 'shell.close_menu' : 'shell.open_menu')}
      icon={<MenuIcon />}
      onClick={() => setOpen(!open)}
      expanded={open}
      opens={open}
    />
  );
};

/** Collapses the docked menu, or opens the hidden one over the page. */
export const MenuButton = () => {
  const translate = useTranslate();
  const [settings, update] = useAppSettings();
  const [overlay, setOverlay] = useMenuOverlay();
  const phone = useIsPhone();
  const mode = sideMenuMode(settings, phone);
  if (mode === 'none') return null;
  if (mode === 'docked' && phone) return <PhoneMenuButton />;
  if (mode === 'overlay') {
    return <BarButton label={translate('shell.open_menu')} icon={<MenuIcon />} onClick={() => setOverlay(true)} opens={overlay} />;
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

export function useFullScreen(): boolean {
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  return full;
}

// the browser may refuse (a policy, no user gesture): nothing to tell the user then
export const toggleFullScreen = (full: boolean) =>
  (full ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined);

export const FullScreenButton = () => {
  const translate = useTranslate();
  const full = useFullScreen();
  if (!document.fullscreenEnabled) return null;
  const toggle = () => toggleFullScreen(full);
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
  const [{ globalSettings }, update] = useAppSettings();
  return <BarButton label={translate('shell.settings')} icon={<SettingsIcon />} onClick={() => update({ globalSettings: true })} opens={!!globalSettings} />;
};
