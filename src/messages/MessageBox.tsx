import { useState } from 'react';
import {
  Badge, Box, Button, CircularProgress, Divider, List, ListItemAvatar, ListItemButton, ListItemText, Stack, Tab, Tabs,
  Typography,
} from '@mui/material';
import { LinkBase, useNotify, useTranslate } from 'react-admin';
import { MESSAGE_KINDS, type MessageItem, type MessageKind, type UnreadCounts } from './api';
import { MessageAvatar, MessageTag, MessageTime } from './MessageParts';
import { messagesPath } from './paths';
import { useLatestMessages, useOpenMessage, useReadAllMessages } from './queries';

const MessageRow = ({ item, onOpen }: { item: MessageItem; onOpen: (item: MessageItem) => void }) => {
  const unread = item.status === 0;
  return (
    <ListItemButton alignItems="flex-start" onClick={() => onOpen(item)} data-unread={unread} sx={{ gap: 0 }}>
      <ListItemAvatar sx={{ minWidth: 44 }}>
        <Badge variant="dot" color="error" invisible={!unread} overlap="circular">
          <MessageAvatar item={item} />
        </Badge>
      </ListItemAvatar>
      <ListItemText
        primary={(
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: unread ? 600 : 400, flex: 1 }} noWrap>{item.title}</Typography>
            <MessageTag item={item} />
          </Stack>
        )}
        secondary={(
          <>
            <Typography component="span" variant="body2"
              sx={{ color: 'text.secondary', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
              {item.content}
            </Typography>
            <Typography component="span" variant="caption" sx={{ color: 'text.disabled' }}><MessageTime time={item.time} /></Typography>
          </>
        )}
      />
    </ListItemButton>
  );
};

const Latest = ({ type, onOpen }: { type: MessageKind; onOpen: (item: MessageItem) => void }) => {
  const translate = useTranslate();
  const { data, isPending, isError } = useLatestMessages(type);
  if (isPending) return <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}><CircularProgress size={24} /></Box>;
  if (isError || !data.list.length) {
    return (
      <Typography align="center" sx={{ color: 'text.secondary', py: 4 }}>
        {translate(isError ? 'message_centre.load_failed' : 'message_centre.empty')}
      </Typography>
    );
  }
  return <List dense disablePadding>{data.list.map((item) => <MessageRow key={item.id} item={item} onOpen={onOpen} />)}</List>;
};

/** The bell's popover: a tab per type with its unread count, the latest items, mark all read, view all. */
export const MessageBox = ({ counts, onClose }: { counts: UnreadCounts | undefined; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [type, setType] = useState<MessageKind>('message');
  const open = useOpenMessage();
  const readAll = useReadAllMessages();
  const tabLabel = (kind: MessageKind) => {
    const name = translate(`message_centre.types.${kind}`);
    return counts?.[kind] ? translate('message_centre.tab', { name, count: counts[kind] }) : name;
  };
  const markAll = () => readAll.mutate(type, {
    onSuccess: ({ count }) => notify('message_centre.marked_read', { type: 'success', messageArgs: { smart_count: count } }),
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  return (
    <Box sx={{ width: 360, maxWidth: '100vw' }}>
      <Tabs value={type} onChange={(_, next: MessageKind) => setType(next)} variant="fullWidth">
        {MESSAGE_KINDS.map((kind) => <Tab key={kind} value={kind} label={tabLabel(kind)} sx={{ minWidth: 0 }} />)}
      </Tabs>
      <Divider />
      <Box sx={{ maxHeight: 400, overflowY: 'auto' }} role="tabpanel">
        <Latest type={type} onOpen={(item) => { open(item); if (item.link) onClose(); }} />
      </Box>
      <Divider />
      <Stack direction="row" sx={{ justifyContent: 'space-between', px: 1, py: 0.5 }}>
        <Button size="small" onClick={markAll} disabled={!counts?.[type] || readAll.isPending}>
          {translate('message_centre.mark_all_read')}
        </Button>
        <Button size="small" component={LinkBase} to={messagesPath(type)} onClick={onClose}>
          {translate('message_centre.view_all')}
        </Button>
      </Stack>
    </Box>
  );
};
