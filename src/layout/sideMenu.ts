// How the side menu shows, from the app settings. One rule for the sidebar and
// the app bar's menu button, so the two always agree.
import { useStore } from 'react-admin';
import type { AppSettings } from '../settings/settings';

/**
 * docked: beside the page, collapsible (menuCollapse);
 * overlay: hidden (hideMenu), opened over the page from the app bar;
 * none: no side menu (menu off, or the top menu shows it in the app bar).
 */
export type SideMenuMode = 'docked' | 'overlay' | 'none';

export function sideMenuMode(settings: Pick<AppSettings, 'menu' | 'topMenu' | 'hideMenu'>, phone = false): SideMenuMode {
  // a phone has no room for the top menu: the menu is the drawer there
  if (!settings.menu || (settings.topMenu && !phone)) return 'none';
  return settings.hideMenu ? 'overlay' : 'docked';
}

/** Whether the overlay menu is open: passing UI state, so react-admin's store (reset on logout) holds it. */
export const useMenuOverlay = () => useStore<boolean>('shell.menuOverlay', false);
