// On a phone the app bar keeps the menu button, the logo, messages, refresh and
// the avatar; language, theme, full screen and settings fold into this menu,
// which also repeats the avatar menu's actions (My account, sign out), so they
// are one tap away whatever the avatar button's fate on a narrow screen.
import { useMemo, useState, type ReactNode } from 'react';
import { Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import LightModeIcon from '@mui/icons-material/LightMode';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import SettingsIcon from '@mui/icons-material/Settings';
import TranslateIcon from '@mui/icons-material/Translate';
import { Logout, UserMenuContextProvider, useLocaleState, useTranslate } from 'react-admin';
import { useMenuTooltip } from '../../components/useMenuTooltip';
import { LOCALE_CHOICES } from '../../i18n';
import { useAppSettings } from '../../settings/settings';
import { avatarMenuItems } from '../avatarMenuSlot';
import { toggleFullScreen, useFullScreen } from './AppBarButtons';

const Item = ({ icon, label, onClick, lang, selected }: {
  icon: ReactNode; label: string; onClick: () => void; lang?: string; selected?: boolean;
}) => (
  <MenuItem onClick={onClick} lang={lang} selected={selected} aria-current={selected || undefined}>
    <ListItemIcon>{icon}</ListItemIcon>
    <ListItemText>{label}</ListItemText>
  </MenuItem>
);

export const OverflowMenu = () => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [locale, setLocale] = useLocaleState();
  const [{ theme }, update] = useAppSettings();
  const full = useFullScreen();
  const close = () => setAnchor(null);
  const then = (action: () => unknown) => () => {
    close();
    action();
  };
  const dark = theme === 'dark';
  const label = translate('shell.more');
  // the avatar menu's items close this menu through the same context as they close that one
  const tip = useMenuTooltip(Boolean(anchor));
  const userMenu = useMemo(() => ({ onClose: () => setAnchor(null) }), []);
  return (
    <>
      <Tooltip title={label} {...tip.tooltip}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="menu" aria-expanded={Boolean(anchor)}
          onClick={(event) => setAnchor(event.currentTarget)} onBlur={tip.onBlur}>
          <MoreVertIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {LOCALE_CHOICES.map(({ locale: value, name }) => (
          <Item key={value} icon={<TranslateIcon fontSize="small" />} label={name} lang={value}
            selected={value === locale} onClick={then(() => setLocale(value))} />
        ))}
        <Item icon={dark ? <LightModeIcon fontSize="small" /> : <DarkModeIcon fontSize="small" />}
          label={translate(dark ? 'shell.theme_light' : 'shell.theme_dark')}
          onClick={then(() => update({ theme: dark ? 'light' : 'dark' }))} />
        {document.fullscreenEnabled && (
          <Item icon={full ? <FullscreenExitIcon fontSize="small" /> : <FullscreenIcon fontSize="small" />}
            label={translate(full ? 'shell.fullscreen_exit' : 'shell.fullscreen_enter')}
            onClick={then(() => toggleFullScreen(full))} />
        )}
        <Item icon={<SettingsIcon fontSize="small" />} label={translate('shell.settings')}
          onClick={then(() => update({ globalSettings: true }))} />
        <Divider />
        <UserMenuContextProvider value={userMenu}>
          {avatarMenuItems().map((AccountItem, i) => <AccountItem key={i} />)}
        </UserMenuContextProvider>
        <Logout />
      </Menu>
    </>
  );
};
