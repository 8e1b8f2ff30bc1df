import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import RefreshIcon from '@mui/icons-material/Refresh';
import ClearAllIcon from '@mui/icons-material/ClearAll';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import { useRef, type ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { canClose, type CloseAction, type TabEntry } from './tabList';

export type TabAction = CloseAction | 'reload';

const ACTIONS: { action: TabAction; icon: ReactElement }[] = [
  { action: 'reload', icon: <RefreshIcon fontSize="small" /> },
  { action: 'close', icon: <CloseIcon fontSize="small" /> },
  { action: 'close_left', icon: <FirstPageIcon fontSize="small" /> },
  { action: 'close_right', icon: <LastPageIcon fontSize="small" /> },
  { action: 'close_others', icon: <UnfoldLessIcon fontSize="small" /> },
  { action: 'close_all', icon: <ClearAllIcon fontSize="small" /> },
];

export interface TabMenuTarget { index: number; x: number; y: number }

/** The right-click menu of a tab; an action that would close nothing is disabled. */
export const TabContextMenu = ({ tabs, target, onAction, onClose }: {
  tabs: TabEntry[];
  target: TabMenuTarget | null;
  onAction: (index: number, action: TabAction) => void;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  // while it fades out the menu keeps its place and items (they used to vanish at once, leaving an
  // empty box), and lets clicks through: its invisible backdrop took the click on the next tab,
  // which then opened nothing
  const last = useRef<TabMenuTarget | null>(null);
  if (target) last.current = target;
  const shown = target ?? last.current;
  return (
    <Menu
      open={target !== null}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={shown ? { top: shown.y, left: shown.x } : undefined}
      sx={target ? undefined : { pointerEvents: 'none' }}
    >
      {shown && ACTIONS.map(({ action, icon }) => (
        <MenuItem
          key={action}
          dense
          disabled={action !== 'reload' && !canClose(tabs, shown.index, action)}
          onClick={() => {
            onClose();
            onAction(shown.index, action);
          }}
        >
          <ListItemIcon>{icon}</ListItemIcon>
          <ListItemText>{translate(`shell.tabs.${action}`)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
};
