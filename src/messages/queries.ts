// The message centre's data in react-query, under one key prefix: ['messages']
// is also react-admin's key for the list page (resource 'messages'), so one
// invalidation after any read refreshes the bell, the popover and the page.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useNavigate } from 'react-admin';
import {
  listMessages, readAllMessages, readMessages, unreadCounts, type MessageItem, type MessageKind,
} from './api';

export const MESSAGES_KEY = ['messages'] as const;
/** How often the unread count is asked for again. */
export const UNREAD_REFRESH_MS = 60_000;
/** Items in each tab of the popover. */
export const LATEST_COUNT = 5;

/** Polled quietly: a failed poll keeps the last count and says nothing (the next one tries again). */
export const useUnreadCounts = () => useQuery({
  queryKey: [...MESSAGES_KEY, 'unread'],
  queryFn: unreadCounts,
  refetchInterval: UNREAD_REFRESH_MS,
  retry: false,
});

/** The newest items of one type, unread first; texts in the panel's language. */
export function useLatestMessages(type: MessageKind) {
  const [locale] = useLocaleState();
  return useQuery({
    queryKey: [...MESSAGES_KEY, 'latest', type, locale],
    queryFn: () => listMessages(1, LATEST_COUNT, { type }),
    retry: false,
  });
}

export function useInvalidateMessages() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
}

export function useReadMessages() {
  const invalidate = useInvalidateMessages();
  return useMutation({ mutationFn: readMessages, onSettled: invalidate });
}

export function useReadAllMessages() {
  const invalidate = useInvalidateMessages();
  return useMutation({ mutationFn: (type?: MessageKind) => readAllMessages(type), onSettled: invalidate });
}

/** Clicking an item: it becomes read, and its link (a panel route '#/…') opens. */
export function useOpenMessage() {
  const navigate = useNavigate();
  const read = useReadMessages();
  return (item: MessageItem) => {
    if (item.status === 0) read.mutate([item.id]);
    if (item.link?.startsWith('#/')) navigate(item.link.slice(1));
  };
}
