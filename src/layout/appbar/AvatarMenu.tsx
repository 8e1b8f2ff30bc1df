import { Avatar, Box, Divider, Typography } from '@mui/material';
import { Logout, useGetIdentity, UserMenu, useTranslate } from 'react-admin';
import { useRole } from '../../access/role';
import { avatarMenuItems } from '../avatarMenuSlot';

/** Who is signed in: name and role; not a menu action. */
const Identity = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // follows a local role change (the debug build's role switch) at once
  const role = useRole();
  return (
    <Box component="li" role="none" sx={{ px: 2, py: 1, minWidth: 180 }}>
      <Typography variant="subtitle2" data-testid="avatar-menu-name">{identity?.fullName}</Typography>
      {role !== null && (
        <Typography variant="caption" color="text.secondary" data-testid="avatar-menu-role">
          {translate('shell.role', { role: role === '*' ? translate('shell.role_all') : role })}
        </Typography>
      )}
    </Box>
  );
};

/** The avatar (or initial) and name; the menu holds the identity, extra items (avatarMenuSlot) and log out. */
export const AvatarMenu = () => {
  const { identity } = useGetIdentity();
  const initial = identity?.fullName?.trim().charAt(0).toUpperCase() || undefined;
  return (
    <UserMenu icon={<Avatar sx={{ width: 24, height: 24, fontSize: 14 }}>{initial}</Avatar>}>
      <Identity />
      <Divider />
      {avatarMenuItems().map((Item, i) => <Item key={i} />)}
      <Logout />
    </UserMenu>
  );
};
