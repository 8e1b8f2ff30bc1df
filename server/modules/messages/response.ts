// The message item (docs/domain.md "Entities the panel keeps") as the API answers it, and its one mapper.
import { Type, type Static } from 'typebox';
import type { Lang } from '../../core/context';
import { t } from '../../core/i18n';
import type { MessageKind } from './schema';
import { iso } from '../../resources/mapping';
import { DateTime, Nullable, StringEnum } from '../../resources/schemas';
import type { MessageRow } from './repository';

export const MESSAGE_KINDS: readonly MessageKind[] = ['message', 'notice', 'todo'];
export const Kind = StringEnum(MESSAGE_KINDS, { description: 'message (from a person), notice (from the system), todo (work waiting)' });
export const ReadStatus = Type.Union([Type.Literal(0), Type.Literal(1)], { description: '0 unread, 1 read' });

export const Message = Type.Object({
  id: Type.Integer(),
  type: Kind,
  title: Type.String(),
  subTitle: Type.String(),
  avatar: Type.String({ description: "picture URL, or ''" }),
  content: Type.String({ description: 'plain text' }),
  time: DateTime,
  status: ReadStatus,
  messageType: Nullable(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(3)], {
    description: 'tag of a notice or todo: 0 to do / not started, 1 done / in effect, 3 due soon; null on messages',
  })),
  link: Nullable(Type.String({ description: "panel route to open, e.g. '#/wow_guide/article/12/show'" })),
});
export type MessageResponse = Static<typeof Message>;

/** The stored keys rendered in the reader's language (see notify.ts). */
export function toMessageResponse(row: MessageRow, lang: Lang): MessageResponse {
  const params = row.params ?? {};
  return {
    id: Number(row.id),
    type: row.type,
    title: t(lang, row.title, params),
    subTitle: row.sub_title ? t(lang, row.sub_title, params) : '',
    avatar: row.avatar,
    content: row.content ? t(lang, row.content, params) : '',
    time: iso(row.created_at),
    status: row.status,
    messageType: row.message_type,
    link: row.link,
  };
}
