import type { MessageKind } from './api';

/** The message centre's full list page (#/messages). */
export const MESSAGES_PATH = '/messages';

/** The list page, filtered to one type (react-admin keeps a list's filter in the query). */
export const messagesPath = (type?: MessageKind) =>
  type ? `${MESSAGES_PATH}?filter=${encodeURIComponent(JSON.stringify({ type }))}` : MESSAGES_PATH;
