import { Box, Divider, Drawer, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import SettingsIcon from '@mui/icons-material/Settings';
import { useTranslate } from 'react-admin';
import { useAppSettings } from '../../settings/settings';
import { CopySettingsButton } from './CopySettingsButton';
import { MenuWidthInput } from './MenuWidthInput';
import { LabelledSwitch, SettingSwitch } from './SettingSwitch';
import { ThemeColorPicker } from './ThemeColorPicker';
import type { ReactNode } from 'react';

/** docs/domain.md "Constants". */
export const SETTINGS_DRAWER_WIDTH = 300;

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ px: 2, py: 1 }}>
    <Typography variant="subtitle2" component="h3" sx={{ color: 'text.secondary', mb: 0.5 }}>{title}</Typography>
    {children}
  </Box>
);

const DarkThemeSwitch = () => {
  const [{ theme }, update] = useAppSettings();
  return (
    <LabelledSwitch label="shell.drawer.dark" checked={theme === 'dark'} onChange={(dark) => update({ theme: dark ? 'dark' : 'light' })} />
  );
};

/** What the page is made of: bars, menus, tabs, footer. */
const ContentSection = () => (
  <Section title={useTranslate()('shell.drawer.content')}>
    <SettingSwitch setting="navbar" label="shell.drawer.navbar" />
    <SettingSwitch setting="menu" label="shell.drawer.menu" />
    <SettingSwitch setting="topMenu" label="shell.drawer.top_menu" />
    <SettingSwitch setting="hideMenu" label="shell.drawer.hide_menu" />
    <SettingSwitch setting="menuCollapse" label="shell.drawer.menu_collapse" />
    <SettingSwitch setting="footer" label="shell.drawer.footer" />
    <SettingSwitch setting="tabBar" label="shell.drawer.tab_bar" />
    <SettingSwitch setting="menuFromServer" label="shell.drawer.menu_from_server" />
    <MenuWidthInput />
  </Section>
);

/** The page settings (docs/panel.md "Settings drawer"): switches, theme and the copy button; closed by its close button (or Escape), not by a click beside it. */
export const SettingsDrawer = () => {
  const translate = useTranslate();
  const [{ globalSettings }, update] = useAppSettings();
  const close = () => update({ globalSettings: false });
  const title = translate('shell.drawer.title');
  return (
    <Drawer
      anchor="right"
      open={globalSettings}
      onClose={(_, reason) => reason === 'escapeKeyDown' && close()}
      slotProps={{ paper: { sx: { width: SETTINGS_DRAWER_WIDTH }, role: 'dialog', 'aria-label': title } as object }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>{title}</Typography>
        <IconButton aria-label={translate('shell.drawer.close')} onClick={close} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <ContentSection />
      <Divider />
      <Section title={translate('shell.drawer.theme')}>
        <DarkThemeSwitch />
        <Typography variant="body2">{translate('shell.drawer.theme_color')}</Typography>
        <ThemeColorPicker />
      </Section>
      <Divider />
      <Section title={translate('shell.drawer.other')}>
        <SettingSwitch setting="colorWeak" label="shell.drawer.color_weak" />
      </Section>
      <Box sx={{ p: 2, mt: 'auto' }}>
        <CopySettingsButton />
      </Box>
    </Drawer>
  );
};

/** Opens the drawer when the navbar (and its settings button) is hidden (docs/panel.md "Settings drawer"). */
export const FloatingSettingsButton = () => {
  const translate = useTranslate();
  const [{ navbar }, update] = useAppSettings();
  if (navbar) return null;
  return (
    <IconButton
      aria-label={translate('shell.settings')}
      onClick={() => update({ globalSettings: true })}
      sx={(theme) => ({
        position: 'fixed', right: 0, top: 240, zIndex: theme.zIndex.appBar,
        borderRadius: '8px 0 0 8px', bgcolor: 'primary.main', color: 'primary.contrastText',
        '&:hover': { bgcolor: 'primary.dark' },
      })}
    >
      <SettingsIcon />
    </IconButton>
  );
};
