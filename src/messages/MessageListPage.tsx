import { Box, Button, Stack, Typography } from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import {
  DataProviderContext, DataTable, List, Pagination, SelectInput, TopToolbar, useListContext, useNotify,
  useTranslate, useUnselectAll,
} from 'react-admin';
import { ResponsiveList } from '../resources/shared/ResponsiveList';
import { cleanFilter, MESSAGE_KINDS, type MessageItem } from './api';
import { messagesDataProvider } from './dataProvider';
import { MessageAvatar, MessageTag, MessageTime } from './MessageParts';
import { useOpenMessage, useReadAllMessages, useReadMessages } from './queries';

const RESOURCE = 'messages';
const Column = DataTable.Col<MessageItem>;

const filters = [
  <SelectInput key="type" source="type" label="message_centre.fields.type" alwaysOn
    choices={MESSAGE_KINDS.map((kind) => ({ id: kind, name: `message_centre.types.${kind}` }))} />,
  <SelectInput key="status" source="status" label="message_centre.fields.status" alwaysOn
    choices={[{ id: 0, name: 'message_centre.unread' }, { id: 1, name: 'message_centre.read' }]} />,
];

/** Marks every unread message of the filtered type read. */
const MarkAllReadButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues } = useListContext();
  const readAll = useReadAllMessages();
  const onClick = () => readAll.mutate(cleanFilter(filterValues).type, {
    // "0 messages marked read" would read as if something happened
    onSuccess: ({ count }) => (count === 0
      ? notify('message_centre.none_unread', { type: 'info' })
      : notify('message_centre.marked_read', { type: 'success', messageArgs: { smart_count: count } })),
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  return (
    <Button size="small" startIcon={<DoneAllIcon />} onClick={onClick} disabled={readAll.isPending}>
      {translate('message_centre.mark_all_read')}
    </Button>
  );
};

const MarkSelectedReadButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { selectedIds } = useListContext();
  const unselectAll = useUnselectAll(RESOURCE);
  const read = useReadMessages();
  const onClick = () => read.mutate(selectedIds.map(Number), {
    onSuccess: ({ ids }) => {
      unselectAll();
      notify('message_centre.marked_read', { type: 'success', messageArgs: { smart_count: ids.length } });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  return (
    <Button size="small" startIcon={<DoneAllIcon />} onClick={onClick} disabled={read.isPending}>
      {translate('message_centre.mark_read')}
    </Button>
  );
};

// both filters always show: no "add filter" button
const Actions = () => (
  <TopToolbar>
    <MarkAllReadButton />
  </TopToolbar>
);

const TitleCell = ({ item }: { item: MessageItem }) => (
  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
    <MessageAvatar item={item} />
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: item.status === 0 ? 600 : 400 }}>{item.title}</Typography>
      {item.subTitle && <Typography variant="caption" sx={{ color: 'text.secondary' }}>{item.subTitle}</Typography>}
    </Box>
  </Stack>
);

const Status = ({ item }: { item: MessageItem }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" noWrap sx={{ color: item.status === 0 ? 'error.main' : 'text.secondary' }}>
      {translate(item.status === 0 ? 'message_centre.unread' : 'message_centre.read')}
    </Typography>
  );
};

const TypeCell = ({ item }: { item: MessageItem }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
      <span>{translate(`message_centre.types.${item.type}`)}</span>
      <MessageTag item={item} />
    </Stack>
  );
};

/**
 * No message (under these filters). react-admin's own text names the resource,
 * which has no label here ("没有Messages"): the message centre's words instead.
 */
const NoMessages = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const filtered = Object.keys(cleanFilter(filterValues)).length > 0;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 2 }}>
      <Typography variant="body2">{translate(filtered ? 'message_centre.empty_filtered' : 'message_centre.empty')}</Typography>
      {filtered && <Button size="small" onClick={() => setFilters({}, [])}>{translate('ra.navigation.clear_filters')}</Button>}
    </Stack>
  );
};

/** One row per message (a stacked list on a phone); a click reads it and opens its link, as in the popover. */
const MessageTable = () => {
  const open = useOpenMessage();
  const onRow = (_id: unknown, _resource: unknown, record: unknown) => {
    open(record as MessageItem);
    return false as const;
  };
  return (
    <ResponsiveList<MessageItem> rowClick={onRow} empty={<NoMessages />}
      leftIcon={(item) => <MessageAvatar item={item} />}
      primaryText={(item) => <Box component="span" sx={{ fontWeight: item.status === 0 ? 600 : 400 }}>{item.title}</Box>}
      secondaryText={(item) => item.content} tertiaryText={(item) => <MessageTime time={item.time} />}>
    <DataTable<MessageItem>
      rowClick={onRow}
      bulkActionButtons={<MarkSelectedReadButton />}
      empty={<NoMessages />}
    >
      <Column label="message_centre.fields.status" disableSort render={(item) => <Status item={item} />} />
      <Column label="message_centre.fields.title" disableSort render={(item) => <TitleCell item={item} />} />
      <Column label="message_centre.fields.type" disableSort render={(item) => <TypeCell item={item} />} />
      <Column label="message_centre.fields.content" disableSort render={(item) => item.content} />
      <Column label="message_centre.fields.time" disableSort render={(item) => <MessageTime time={item.time} />} />
    </DataTable>
    </ResponsiveList>
  );
};

/**
 * #/messages: every message of the signed-in staff member, by type and read
 * state, paged. Open to all staff: react-admin's resource access check (role
 * '*' only for a name outside the module table) is skipped.
 */
export const MessageListPage = () => (
  <DataProviderContext.Provider value={messagesDataProvider}>
    <List
      resource={RESOURCE}
      disableAuthentication
      title="message_centre.title"
      filters={filters}
      actions={<Actions />}
      exporter={false}
      empty={false}
      perPage={20}
      pagination={<Pagination rowsPerPageOptions={[10, 20, 50, 100]} />}
    >
      <MessageTable />
    </List>
  </DataProviderContext.Provider>
);
