import { useEffect } from 'react';
import { Box, Drawer, useMediaQuery, type Theme } from '@mui/material';
import { Sidebar, useLocation, useSidebarState, type SidebarProps } from 'react-admin';
import { useAppSettings } from '../settings/settings';
import { sideMenuMode, useMenuOverlay } from './sideMenu';

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
  const mode = sideMenuMode(settings);
  // the overlay always shows the full labels; on a phone react-admin's own drawer decides
  const open = mode === 'overlay' || !settings.menuCollapse;
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  useEffect(() => {
    if (!phone) setOpen(open);
  }, [open, phone, setOpen]);
  if (mode === 'none') return null;
  if (mode === 'overlay') return <OverlayMenu>{children}</OverlayMenu>;
  return <Sidebar {...props}>{children}</Sidebar>;
};
