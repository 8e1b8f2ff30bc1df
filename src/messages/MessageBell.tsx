import { useState } from 'react';
import { Badge, IconButton, Popover, Tooltip } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import { useTranslate } from 'react-admin';
import { useMenuTooltip } from '../components/useMenuTooltip';
import { MessageBox } from './MessageBox';
import { useUnreadCounts } from './queries';

/** The app bar's bell: the unread count (refreshed every minute and after reading) and the message popover. */
export const MessageBell = () => {
  const translate = useTranslate();
  const { data: counts } = useUnreadCounts();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const total = counts?.total ?? 0;
  const label = translate('message_centre.bell', { smart_count: total });
  const tip = useMenuTooltip(Boolean(anchor));
  return (
    <>
      <Tooltip title={translate('message_centre.title')} {...tip.tooltip}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="dialog" onClick={(e) => setAnchor(e.currentTarget)} onBlur={tip.onBlur}>
          <Badge badgeContent={total} color="error" max={99} data-testid="message-bell-count">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': translate('message_centre.title') } as object }}
      >
        <MessageBox counts={counts} onClose={() => setAnchor(null)} />
      </Popover>
    </>
  );
};
