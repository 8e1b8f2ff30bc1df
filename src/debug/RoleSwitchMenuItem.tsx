// The avatar menu's role switch of debug mode (docs/panel.md "Debug mode"): user ⇄
// admin on this browser only. The sample API keeps the role for /api/user/info
// (mocks/debug/role.ts); the panel follows at once through setLocalRole.
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useNotify, useTranslate, useUserMenu } from 'react-admin';
import { setSampleRole, type SampleRole } from '../../mocks/debug/role';
import { setLocalRole, useRole } from '../access/role';
import { grantOfSampleRole } from './roles';

export const RoleSwitchMenuItem = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const userMenu = useUserMenu();
  const next: SampleRole = useRole() === grantOfSampleRole('admin').role ? 'user' : 'admin';

  const onClick = () => {
    setSampleRole(next);
    // Everything shown by role follows; the route guard has react-admin ask getPermissions/canAccess again.
    setLocalRole(grantOfSampleRole(next).role);
    userMenu?.onClose();
    notify('debug.role.switched', { type: 'info', messageArgs: { role: translate(`debug.role.${next}`) } });
  };

  return (
    <MenuItem onClick={onClick} data-testid="debug-role-switch">
      <ListItemIcon><SwapHorizIcon fontSize="small" /></ListItemIcon>
      <ListItemText
        primary={translate('debug.role.switch_to', { role: translate(`debug.role.${next}`) })}
        secondary={translate('debug.role.hint')}
      />
    </MenuItem>
  );
};
