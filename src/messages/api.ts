// The message centre's calls (server/modules/messages/routes.ts): any signed-in
// staff member, their own messages only. Texts come in the `lang` of the call.
import { post } from '../http/api';

export const MESSAGE_KINDS = ['message', 'notice', 'todo'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** The message item (docs/domain.md "Entities the panel keeps"). */
export interface MessageItem {
  id: number;
  type: MessageKind;
  title: string;
  subTitle: string;
  avatar: string;
  content: string;
  /** ISO date-time */
  time: string;
  /** 0 unread, 1 read */
  status: 0 | 1;
  /** the tag of a notice or todo: 0 to do, 1 done, 3 due soon; null on messages */
  messageType: 0 | 1 | 3 | null;
  /** a panel route, '#/…' */
  link: string | null;
}

export interface MessageFilter { type?: MessageKind; status?: 0 | 1 }

export type UnreadCounts = Record<MessageKind | 'total', number>;

export const listMessages = (page: number, pageSize: number, filter: MessageFilter = {}) =>
  post<{ list: MessageItem[]; total: number }>('/mdr/messages/list', { page, pageSize, filter });

export const readMessages = (ids: number[]) => post<{ ids: number[] }>('/mdr/messages/read', { ids });

export const readAllMessages = (type?: MessageKind) =>
  post<{ count: number }>('/mdr/messages/read_all', type ? { type } : {});

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The unread counts; anything missing counts as none. */
export async function unreadCounts(): Promise<UnreadCounts> {
  const data = await post<Partial<Record<keyof UnreadCounts, unknown>>>('/mdr/messages/unread');
  return { message: count(data?.message), notice: count(data?.notice), todo: count(data?.todo), total: count(data?.total) };
}

/** Only the body's known keys, and only valid values (the API refuses anything else). */
export function cleanFilter(filter: Record<string, unknown> = {}): MessageFilter {
  const clean: MessageFilter = {};
  if (MESSAGE_KINDS.includes(filter.type as MessageKind)) clean.type = filter.type as MessageKind;
  const status = Number(filter.status);
  if (filter.status !== undefined && filter.status !== '' && (status === 0 || status === 1)) clean.status = status;
  return clean;
}
