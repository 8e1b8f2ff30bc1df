// What the side menu shows: the module table (src/access/modules.ts) in spec order,
// cut down to routes the panel has and the staff member may open. Pure, so it is
// tested without rendering.
import { canAccessRoute } from '../access/canAccess';
import { MODULES, type Grant } from '../access/modules';

export interface MenuEntry {
  /** hash path, e.g. '/wow_guide/article' */
  path: string;
  /** i18n key of the label */
  label: string;
}

export interface MenuGroup {
  name: string;
  label: string;
  /** icon name of the module (MODULES[].icon) */
  icon: string;
  items: MenuEntry[];
}

/** `available`: paths the panel can render (the workplace and every registered resource). */
export function menuGroups(grant: Grant | null, available: ReadonlySet<string>): MenuGroup[] {
  return [...MODULES]
    .sort((a, b) => a.order - b.order)
    .map((module) => ({
      name: module.name,
      label: `menu.${module.name}`,
      icon: module.icon,
      items: module.children
        .filter((route) => available.has(route.path) && canAccessRoute(grant, route.path))
        .map((route) => ({ path: route.path, label: `menu.${route.name}` })),
    }))
    .filter((group) => group.items.length > 0);
}
