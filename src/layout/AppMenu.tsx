import { createElement, useMemo } from 'react';
import { ListSubheader } from '@mui/material';
import { Menu, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import type { Grant } from '../access/modules';
import { resources } from '../resources';
import { WORKPLACE_PATH } from '../pages/paths';
import { menuGroups, type MenuGroup } from './menuItems';
import { moduleIcon } from './moduleIcons';

/** The routes this build of the panel can show: the workplace and every resource with a list. */
const AVAILABLE = new Set([WORKPLACE_PATH, ...resources.filter((r) => r.list).map((r) => `/${r.name}`)]);
const RESOURCE_ICONS = new Map(resources.filter((r) => r.icon).map((r) => [`/${r.name}`, r.icon!]));

const Group = ({ group, open }: { group: MenuGroup; open: boolean }) => {
  const translate = useTranslate();
  return (
    <>
      {open && (
        <ListSubheader component="div" sx={{ lineHeight: '36px', bgcolor: 'transparent' }}>
          {translate(group.label)}
        </ListSubheader>
      )}
      {group.items.map((item) => (
        <Menu.Item
          key={item.path}
          to={item.path}
          primaryText={item.label}
          leftIcon={createElement(RESOURCE_ICONS.get(item.path) ?? moduleIcon(group.icon))}
        />
      ))}
    </>
  );
};

/** One group per module (spec order), holding the routes the staff member may open. */
export const AppMenu = () => {
  const { permissions } = usePermissions<Grant | null>();
  const [open] = useSidebarState();
  const groups = useMemo(() => menuGroups(permissions ?? null, AVAILABLE), [permissions]);
  return (
    <Menu>
      {groups.map((group) => <Group key={group.name} group={group} open={open} />)}
    </Menu>
  );
};
