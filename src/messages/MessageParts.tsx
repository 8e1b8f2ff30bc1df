// Pieces of a message item shared by the popover and the list page.
import { Avatar, Chip } from '@mui/material';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlined';
import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import { useTranslate } from 'react-admin';
import type { MessageItem, MessageKind } from './api';
import { formatTime } from '../i18n/time';

const KIND_ICONS: Record<MessageKind, typeof ChatIcon> = {
  message: ChatIcon,
  notice: CampaignIcon,
  todo: AssignmentIcon,
};

const TAG_COLORS = { 0: 'default', 1: 'success', 3: 'error' } as const;

export const MessageAvatar = ({ item }: { item: MessageItem }) => {
  const Icon = KIND_ICONS[item.type] ?? ChatIcon;
  return (
    <Avatar src={item.avatar || undefined} alt="" sx={{ width: 32, height: 32, bgcolor: 'primary.main' }}>
      <Icon fontSize="small" />
    </Avatar>
  );
};

/** The tag of a notice or todo (to do, done, due soon); nothing on a message. */
export const MessageTag = ({ item }: { item: MessageItem }) => {
  const translate = useTranslate();
  if (item.messageType === null || item.messageType === undefined) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={TAG_COLORS[item.messageType] ?? 'default'}
      label={translate(`message_centre.tags.${item.messageType}`)}
      sx={{ height: 20, fontSize: 12 }}
    />
  );
};

/** The item's time in the panel's language, in Beijing time (src/i18n/time.ts). */
export const MessageTime = ({ time }: { time: string }) => {
  const text = formatTime(time);
  return text ? <time dateTime={time}>{text}</time> : null;
};
