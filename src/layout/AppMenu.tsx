import { createElement, useCallback, useMemo, type ReactNode } from 'react';
import { ListItemIcon, ListItemText, ListSubheader, MenuItem, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { Menu, useLocation, useSidebarState, useTranslate } from 'react-admin';
import { canDo } from '../access/actionAccess';
import { MODULES, type Grant } from '../../contract/access/modules';
import { useGrant } from '../access/role';
import { resources } from '../resources';
import type { PanelResource } from '../resources/types';
import { WORKPLACE_PATH } from '../pages/paths';
import { useAppSettings } from '../settings/settings';
import { panelMenu, type ExternalLink, type MenuGroup } from './menuItems';
import { Chrome } from './chromeDeferral';
import { MenuLink } from './MenuLink';
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

/** An entry's icon and badge elements, made once: the same props keep a MenuLink from re-rendering. */
const ENTRY_ELEMENTS = new Map<string, { icon: ReactNode; badge?: ReactNode }>();
const entryElements = (path: string, group: MenuGroup) => {
  const key = `${group.name} ${path}`;
  let made = ENTRY_ELEMENTS.get(key);
  if (!made) {
    const badge = RESOURCE_BADGES.get(path);
    made = { icon: createElement(menuIconOf(path, group)), badge: badge && createElement(badge) };
    ENTRY_ELEMENTS.set(key, made);
  }
  return made;
};

/** Whether `path` is the page shown or one under it ('/wow_guide/article' at '/wow_guide/article/7'), as Menu.Item's match. */
const isAt = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

interface GroupProps { group: MenuGroup; open: boolean; pathname: string; onPick?: () => void }

const Group = ({ group, open, pathname, onPick }: GroupProps) => {
  const translate = useTranslate();
  return (
    <>
      {open && (
        <ListSubheader component="div" sx={{ lineHeight: '36px', bgcolor: 'transparent' }}>
          {translate(group.label)}
        </ListSubheader>
      )}
      {group.items.map((item) => (
        <MenuLink
          key={item.path}
          to={item.path}
          label={translate(item.label, { _: item.label })}
          {...entryElements(item.path, group)}
          active={isAt(pathname, item.path)}
          collapsed={!open}
          onClick={onPick}
        />
      ))}
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
const MenuEntries = () => {
  const [open, setOpen] = useSidebarState();
  const { groups, links } = usePanelMenu();
  const { pathname } = useLocation();
  // below `md` the menu covers the page or squeezes it: a choice closes it (as Menu.Item's does)
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const close = useCallback(() => setOpen(false), [setOpen]);
  return (
    <>
      {groups.map((group) => <Group key={group.name} group={group} open={open} pathname={pathname} onPick={small ? close : undefined} />)}
      {links.map((link) => <External key={link.url} link={link} open={open} />)}
    </>
  );
};

/** The menu; its entries once the page it leads from has been drawn (./chromeDeferral.tsx). */
export const AppMenu = () => <Menu><Chrome><MenuEntries /></Chrome></Menu>;
