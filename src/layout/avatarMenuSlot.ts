// Extra items of the avatar menu, added by other parts of the panel without
// editing the menu (e.g. the debug build's role switch, src/debug). An item is
// a component rendering MUI <MenuItem>s; it may close the menu with
// react-admin's useUserMenu().onClose().
import type { ComponentType } from 'react';

const items: ComponentType[] = [];

/** Adds `component` to the avatar menu, between the identity and "log out"; once per component. */
export function registerAvatarMenuItems(component: ComponentType): void {
  if (!items.includes(component)) items.push(component);
}

export const avatarMenuItems = (): readonly ComponentType[] => items;
