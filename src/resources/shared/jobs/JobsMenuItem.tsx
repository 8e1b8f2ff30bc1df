import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import PlaylistPlayIcon from '@mui/icons-material/PlaylistPlay';
import { useState } from 'react';
import { useTranslate, useUserMenu } from 'react-admin';
import { JobsDialog } from './JobsDialog';

/**
 * "后台任务" / "Background jobs" in the avatar menu (src/layout/avatarMenuSlot.ts):
 * the bulk jobs the reader may follow. The dialog is rendered by the item, so the
 * menu stays open beneath it (closing the menu would unmount it) and closes with it.
 */
export const JobsMenuItem = () => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const [open, setOpen] = useState(false);
  return (
    <>
      <MenuItem data-testid="bulk-jobs" onClick={() => setOpen(true)}>
        <ListItemIcon><PlaylistPlayIcon fontSize="small" /></ListItemIcon>
        <ListItemText primary={translate('mdr.jobs.menu')} />
      </MenuItem>
      {open && <JobsDialog onClose={() => { setOpen(false); userMenu?.onClose(); }} />}
    </>
  );
};
