import { useEffect, useState } from 'react';
import { Box, Drawer } from '@mui/material';
import { Sidebar, useLocation, useSidebarState, useTranslate, type SidebarProps } from 'react-admin';
import { useAppSettings } from '../settings/settings';
import { sideMenuMode, useMenuOverlay } from './sideMenu';
import { useIsPhone } from './useIsPhone';

/** The hidden menu (hideMenu), opened over the page from the app bar; a choice in it closes it. */
const OverlayMenu = ({ children }: { children: SidebarProps['children'] }) => {
  const [open, setOpen] = useMenuOverlay();
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname, setOpen]);
  return (
    <Drawer variant="temporary" anchor="left" open={open} onClose={() => setOpen(false)}>
      <Box sx={(theme) => ({ width: theme.sidebar.width, pt: 1 })}>{children}</Box>
    </Drawer>
  );
};

/**
 * The side menu as the settings say (sideMenu.ts). The settings' menuCollapse is
 * the one source of the collapsed state, because react-admin's own store (which
 * the menu items read) is reset on logout while the settings persist.
 */
export const AppSidebar = ({ children, ...props }: SidebarProps) => {
  const [settings] = useAppSettings();
  const [, setOpen] = useSidebarState();
  const phone = useIsPhone();
  const mode = sideMenuMode(settings, phone);
  // the overlay always shows the full labels; on a phone react-admin's own drawer decides
  const open = mode === 'overlay' || !settings.menuCollapse;
  const translate = useTranslate();
  useEffect(() => {
    if (!phone) setOpen(open);
  }, [open, phone, setOpen]);
  // a phone's drawer starts closed: the store may say "open" (a wide window's state), which covered
  // every page with the menu on arrival. It is closed before the drawer first renders (closing a
  // drawer that is still opening left its invisible layer over the page).
  const [arrived, setArrived] = useState(!phone);
  useEffect(() => {
    if (arrived) return;
    setOpen(false);
    setArrived(true);
  }, [arrived, setOpen]);
  if (!arrived) return null;
  if (mode === 'none') return null;
  if (mode === 'overlay') return <OverlayMenu>{children}</OverlayMenu>;
  // on a phone it is a dialog over the page: named like the setting that shows it
  const named = phone ? { slotProps: { paper: { 'aria-label': translate('shell.drawer.menu') } } } : {};
  return <Sidebar {...props} {...named}>{children}</Sidebar>;
};
