// Icons of the menu entries no resource stands for, by the Material icon name
// the menu carries (`icon`, contract/access/modules): the workplace's module
// and the links out. A module's own icon comes with its resources
// (src/resources/<api>/index.tsx `icon`, `groupIcon`; AppMenu.tsx).
import type { ComponentType } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FolderIcon from '@mui/icons-material/Folder';
import LaunchIcon from '@mui/icons-material/Launch';

const ICONS: Record<string, ComponentType> = {
  dashboard: DashboardIcon,
  link: LaunchIcon,
};

export const moduleIcon = (name: string): ComponentType => ICONS[name] ?? FolderIcon;
