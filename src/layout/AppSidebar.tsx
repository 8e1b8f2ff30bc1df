import { useEffect } from 'react';
import { Box, Drawer } from '@mui/material';
import { Sidebar, useLocation, useSidebarState, type SidebarProps } from 'react-admin';
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
  useEffect(() => {
    if (!phone) setOpen(open);
  }, [open, phone, setOpen]);
  if (mode === 'none') return null;
  if (mode === 'overlay') return <OverlayMenu>{children}</OverlayMenu>;
  return <Sidebar {...props}>{children}</Sidebar>;
};
