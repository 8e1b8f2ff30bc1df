import { createElement, useState, type ComponentType, type MouseEvent } from 'react';
import { Box, Button, IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { LinkBase, useLocation, useTranslate } from 'react-admin';
import { isAtOrBelow } from '../../pages/paths';
import { groupIconOf, menuIconOf, usePanelMenu } from '../AppMenu';
import type { ExternalLink, MenuGroup } from '../menuItems';
import { moduleIcon } from '../moduleIcons';
import { useScrollEnds } from './useScrollEnds';

const small = (icon: ComponentType) => createElement(icon as ComponentType<{ fontSize: string }>, { fontSize: 'small' });

const buttonSx = (active: boolean) => ({
  color: 'inherit', textTransform: 'none', whiteSpace: 'nowrap', flexShrink: 0,
  bgcolor: active ? 'rgba(255,255,255,0.16)' : undefined,
});

/** A module: one route is a link; more open a drop-down of them. */
const TopGroup = ({ group, pathname }: { group: MenuGroup; pathname: string }) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const active = group.items.some((item) => isAtOrBelow(pathname, item.path));
  if (group.items.length === 1) {
    const [item] = group.items;
    return (
      <Button
        component={LinkBase}
        to={item.path}
        startIcon={small(menuIconOf(item.path, group))}
        aria-current={active ? 'page' : undefined}
        sx={buttonSx(active)}
      >
        {translate(item.label)}
      </Button>
    );
  }
  return (
    <>
      <Button
        startIcon={small(groupIconOf(group))}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={buttonSx(active)}
      >
        {translate(group.label)}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {group.items.map((item) => (
          <MenuItem
            key={item.path}
            component={LinkBase}
            to={item.path}
            selected={isAtOrBelow(pathname, item.path)}
            onClick={() => setAnchor(null)}
          >
            <ListItemIcon>{small(menuIconOf(item.path, group))}</ListItemIcon>
            <ListItemText>{translate(item.label)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

/** A link out of the panel (the official website), in a new tab without a hold on this one. */
const TopExternal = ({ link }: { link: ExternalLink }) => {
  const translate = useTranslate();
  return (
    <Button
      component="a"
      href={link.url}
      target="_blank"
      rel="noopener noreferrer"
      startIcon={small(moduleIcon(link.icon))}
      endIcon={<OpenInNewIcon fontSize="small" />}
      sx={buttonSx(false)}
    >
      {translate(link.label)}
    </Button>
  );
};

/** Scrolls the menu by most of its width, towards its start (-1) or its end (1). */
const ScrollButton = ({ to, nav }: { to: -1 | 1; nav: HTMLElement | null }) => {
  const translate = useTranslate();
  return (
    <IconButton color="inherit" size="small" aria-label={translate(to < 0 ? 'shell.scroll_menu_back' : 'shell.scroll_menu_on')}
      // keyboard users reach every entry by Tab (the menu scrolls to the focused one): not a stop of its own
      tabIndex={-1}
      onClick={() => nav?.scrollBy({ left: to * nav.clientWidth * 0.8, behavior: 'smooth' })}>
      {to < 0 ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </IconButton>
  );
};

/**
 * The side menu's entries (usePanelMenu: local or from the server) laid out across the app bar.
 * More than fit scroll sideways, with a button at each end that has more (a mouse has no sideways
 * scroll, and the scroll bar is hidden), so every entry can be reached.
 */
export const TopMenu = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { groups, links } = usePanelMenu();
  const [nav, setNav] = useState<HTMLElement | null>(null);
  const { atStart, atEnd } = useScrollEnds(nav);
  return (
    <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center' }}>
      {!atStart && <ScrollButton to={-1} nav={nav} />}
      <Box
        component="nav"
        ref={setNav}
        aria-label={translate('shell.drawer.top_menu')}
        sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 0.5, overflowX: 'auto', scrollbarWidth: 'none' }}
      >
        {groups.map((group) => <TopGroup key={group.name} group={group} pathname={pathname} />)}
        {links.map((link) => <TopExternal key={link.url} link={link} />)}
      </Box>
      {!atEnd && <ScrollButton to={1} nav={nav} />}
    </Box>
  );
};
