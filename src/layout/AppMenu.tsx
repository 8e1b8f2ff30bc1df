import { createElement, useMemo } from 'react';
import { ListItemIcon, ListItemText, ListSubheader, MenuItem, Tooltip } from '@mui/material';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { canDo } from '../access/actionAccess';
import { MODULES, type Grant } from '../../contract/access/modules';
import { useGrant } from '../access/role';
import { resources } from '../resources';
import type { PanelResource } from '../resources/types';
import { WORKPLACE_PATH } from '../pages/paths';
import { useAppSettings } from '../settings/settings';
import { panelMenu, type ExternalLink, type MenuGroup } from './menuItems';
import { moduleIcon } from './moduleIcons';

/** The routes this build of the panel can show: the workplace and every resource with a list. */
export const AVAILABLE = new Set([WORKPLACE_PATH, ...resources.filter((r) => r.list).map((r) => `/${r.name}`)]);
/** The routes this build can show that `grant` may read (a resource's list needs its read key). */
export const availableFor = (grant: Grant | null): Set<string> =>
  new Set([...AVAILABLE].filter((path) => path === WORKPLACE_PATH || canDo(grant, path, 'list')));

const RESOURCE_ICONS = new Map(resources.filter((r) => r.icon).map((r) => [`/${r.name}`, r.icon!]));
const RESOURCE_BADGES = new Map(resources.filter((r) => r.menuBadge).map((r) => [`/${r.name}`, r.menuBadge!]));

/** A module's icon: the one a resource of it declares for the group (`groupIcon`), else its first page's. */
const GROUP_ICONS = new Map(MODULES.flatMap((module) => {
  const own = module.children.map((c) => resources.find((r) => `/${r.name}` === c.path)).filter((r): r is PanelResource => !!r);
  const icon = own.find((r) => r.groupIcon)?.groupIcon ?? own.find((r) => r.icon)?.icon;
  return icon ? [[module.name, icon] as const] : [];
}));

/** The menu for the signed-in staff member and the settings (local or server menu); follows role changes. */
export function usePanelMenu() {
  const grant = useGrant();
  const [{ menuFromServer, serverMenu }] = useAppSettings();
  return useMemo(() => panelMenu({ menuFromServer, serverMenu }, grant, availableFor(grant)), [menuFromServer, serverMenu, grant]);
}

/** A menu group's icon; the workplace's module has no resource, so the shell's own (moduleIcons.tsx). */
export const groupIconOf = (group: MenuGroup) => GROUP_ICONS.get(group.name) ?? moduleIcon(group.icon);

export const menuIconOf = (path: string, group: MenuGroup) => RESOURCE_ICONS.get(path) ?? groupIconOf(group);

const Group = ({ group, open }: { group: MenuGroup; open: boolean }) => {
  const translate = useTranslate();
  return (
    <>
      {open && (
        <ListSubheader component="div" sx={{ lineHeight: '36px', bgcolor: 'transparent' }}>
          {translate(group.label)}
        </ListSubheader>
      )}
      {group.items.map((item) => {
        const badge = RESOURCE_BADGES.get(item.path);
        return (
          <Menu.Item
            key={item.path}
            to={item.path}
            primaryText={badge ? <>{translate(item.label)}{createElement(badge)}</> : item.label}
            leftIcon={createElement(menuIconOf(item.path, group))}
          />
        );
      })}
    </>
  );
};

/** The official website and other links out: a new tab, which gets no hold on this one (noopener). */
const External = ({ link, open }: { link: ExternalLink; open: boolean }) => {
  const label = useTranslate()(link.label);
  const item = (
    <MenuItem component="a" href={link.url} target="_blank" rel="noopener noreferrer" sx={{ color: 'text.secondary' }}>
      <ListItemIcon>{createElement(moduleIcon(link.icon))}</ListItemIcon>
      {open && <ListItemText primary={label} />}
    </MenuItem>
  );
  return open ? item : <Tooltip title={label} placement="right">{item}</Tooltip>;
};

/** One group per module (spec order, or the server's), holding the routes the staff member may open. */
export const AppMenu = () => {
  const [open] = useSidebarState();
  const { groups, links } = usePanelMenu();
  return (
    <Menu>
      {groups.map((group) => <Group key={group.name} group={group} open={open} />)}
      {links.map((link) => <External key={link.url} link={link} open={open} />)}
    </Menu>
  );
};
