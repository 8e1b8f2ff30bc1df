// The one call by which any module puts items into staff members' message
// centres. It writes with the caller's transaction, so a change that rolls back
// sends nothing, and a failure here undoes the change (no half-told events).
//
// Texts are i18n keys (registered next to the sending module's code with
// registerMessages) plus one params object for their {placeholders}. They are
// rendered when read, in the reader's language: every recipient sees the panel
// language they chose, and both languages exist for every message.
import type { Transaction } from 'kysely';
import type { Params } from '../../core/errors';
import { DEFAULT_LANG, t } from '../../core/i18n';
import type { DB } from '../../db/schema';
import type { MessageKind } from './schema';
import * as repo from './repository';

/** The tag of a notice or todo (messageType, docs/domain.md): 0 to do / not started, 1 done / in effect, 3 due soon. */
export type MessageTag = 0 | 1 | 3;

export interface Recipients {
  /** every enabled staff member holding this permission key, or role '*' (hasKey of contract/access/modules.ts) */
  key?: string;
  /** these staff members (if enabled), besides the key's holders */
  adminIds?: number[];
  /** left out even when the key or the ids include them: usually the actor */
  exceptAdminId?: number;
}

/** The i18n keys of one kind of message; spread into notify's input. */
export interface MessageTexts {
  title: string;
  subTitle?: string;
  content: string;
}

export interface NotifyInput extends MessageTexts {
  to: Recipients;
  type: MessageKind;
  /** values of the texts' {placeholders}, stored as they are now (an article's title at the time) */
  params?: Params;
  /** picture shown beside the item (e.g. the sender's avatar URL) */
  avatar?: string;
  /** only on notices and todos */
  messageType?: MessageTag;
  /** the panel route the item opens, e.g. '#/wow_guide/article/12/show' */
  link?: string;
  /** todos only: the record and state it asks about; it completes itself when the record leaves that state (todos.ts) */
  subject?: TodoSubject;
}

export interface TodoSubject {
  /** API resource, as in /mdr/<resource>/… */
  resource: string;
  id: number;
  /**
   * the state it asks about: done once the record leaves it. Without one, the
   * sending module says when it is done (completeTodosFor), or the record's deletion does.
   */
  state?: string;
}

/** A registered key: a typo would otherwise reach staff as raw text (envelope.test checks both languages have it). */
function checkKey(key: string): void {
  if (t(DEFAULT_LANG, key) === key) throw new Error(`notify: "${key}" is not a registered message key`);
}

function checkInput(input: NotifyInput): void {
  if (!input.to.key && !input.to.adminIds?.length) throw new Error('notify: no recipients (to.key or to.adminIds)');
  for (const key of [input.title, input.content, input.subTitle]) if (key) checkKey(key);
  if (input.type === 'message' && input.messageType !== undefined) throw new Error('notify: messageType is for notices and todos');
  if (input.subject && input.type !== 'todo') throw new Error('notify: subject is for todos');
  if (input.link !== undefined && !input.link.startsWith('#/')) throw new Error(`notify: link must be a panel route '#/…': ${input.link}`);
}

/**
 * Sends one item to each recipient inside `trx` and answers their staff ids
 * (ascending). Nobody matching is not an error: the event simply had no audience.
 */
export async function notify(trx: Transaction<DB>, input: NotifyInput): Promise<number[]> {
  checkInput(input);
  const adminIds = await repo.recipientIds(trx, input.to);
  if (!adminIds.length) return [];
  await repo.insertMessages(trx, adminIds.map((adminId) => ({
    admin_id: adminId,
    type: input.type,
    title: input.title,
    sub_title: input.subTitle ?? '',
    content: input.content,
    params: JSON.stringify(input.params ?? {}),
    avatar: input.avatar ?? '',
    message_type: input.messageType ?? null,
    link: input.link ?? null,
    subject_resource: input.subject?.resource ?? null,
    subject_id: input.subject ? String(input.subject.id) : null,
    subject_state: input.subject?.state ?? null,
  })));
  return adminIds;
}

/**
 * Marks done every open to-do about a record, for every recipient, inside the
 * caller's transaction: for to-dos whose end is not one state change (a ticket
 * resolved or closed, or handed to someone else).
 */
export async function completeTodosFor(trx: Transaction<DB>, subject: { resource: string; id: number }): Promise<number> {
  return repo.completeTodosAbout(trx, { ...subject, state: null });
}
