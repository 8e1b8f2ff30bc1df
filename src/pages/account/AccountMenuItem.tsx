import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { useRedirect, useTranslate, useUserMenu } from 'react-admin';
import { ACCOUNT_PATH } from './accountApi';

/** "My account" in the avatar menu (src/layout/avatarMenuSlot.ts). */
export const AccountMenuItem = () => {
  const translate = useTranslate();
  const redirect = useRedirect();
  const userMenu = useUserMenu();
  return (
    <MenuItem data-testid="my-account" onClick={() => { userMenu?.onClose(); redirect(ACCOUNT_PATH); }}>
      <ListItemIcon><ManageAccountsIcon fontSize="small" /></ListItemIcon>
      <ListItemText primary={translate('account.menu')} />
    </MenuItem>
  );
};
