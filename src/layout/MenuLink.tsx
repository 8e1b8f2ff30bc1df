// One side-menu entry, drawn as react-admin's Menu.Item is (its classes RaMenuItemLink-root, -active and
// -icon, its styles, the theme's overrides by its name) but with what it reads hoisted to the menu
// (AppMenu.tsx). Menu.Item reads the route, a media query, the sidebar store and a hotkey hook in every
// entry: a cold list drew some forty of them before its first row, and every move re-rendered all of them
// for the route change. Here the menu reads them once, and an entry re-renders only when its own props
// change: a move redraws the entry left and the one arrived at.
import { forwardRef, memo, type ReactNode } from 'react';
import { ListItemIcon, MenuItem, Tooltip, Typography, styled } from '@mui/material';
import { LinkBase } from 'react-admin';

const PREFIX = 'RaMenuItemLink';
const CLASSES = { root: `${PREFIX}-root`, active: `${PREFIX}-active`, icon: `${PREFIX}-icon` };

const StyledMenuItem = styled(MenuItem, { name: PREFIX, overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  color: theme.palette.text.secondary,
  [`& .${CLASSES.icon}`]: { color: theme.palette.text.secondary, minWidth: theme.spacing(5) },
  [`&.${CLASSES.active}`]: { color: theme.palette.text.primary },
  [`.MuiList-dense > & > .${CLASSES.icon}`]: { minWidth: theme.spacing(3.5) },
}));

export interface MenuLinkProps {
  to: string;
  label: string;
  /** drawn after the label (a count, a dot) */
  badge?: ReactNode;
  icon: ReactNode;
  active: boolean;
  /** the menu is collapsed to its icons: the label shows as a tooltip */
  collapsed: boolean;
  onClick?: () => void;
}

type ItemProps = Omit<MenuLinkProps, 'collapsed'>;

// forwards the ref and the props a Tooltip gives its child
const Item = forwardRef<HTMLAnchorElement, ItemProps>(({ to, label, badge, icon, active, ...rest }, ref) => (
  <StyledMenuItem
    {...rest}
    ref={ref as never}
    // MenuItem hands `to` to its component, the router's link
    {...({ component: LinkBase, to } as object)}
    className={active ? `${CLASSES.root} ${CLASSES.active}` : CLASSES.root}
    tabIndex={0}
  >
    <ListItemIcon className={CLASSES.icon}>{icon}</ListItemIcon>
    <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>{label}{badge}</Typography>
  </StyledMenuItem>
));
Item.displayName = 'MenuLinkItem';

export const MenuLink = memo(({ collapsed, ...item }: MenuLinkProps) =>
  collapsed ? <Tooltip title={item.label} placement="right"><Item {...item} /></Tooltip> : <Item {...item} />);
MenuLink.displayName = 'MenuLink';
