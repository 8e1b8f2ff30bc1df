// feedback: players' tickets as staff work them — open → processing →
// resolved / closed, reopen; assign; a thread of public replies and internal
// notes. The platform writes tickets (demo data and tests stand in for it);
// staff read, assign, reply and move them (commands.ts). Overdue is computed
// against now and FEEDBACK_SLA_HOURS (sla.ts), so it needs no job.
import { Type } from 'typebox';
import { sql, type Kysely } from 'kysely';
import { FEEDBACK, type FeedbackReply } from '../../../contract/feedback';
import { FeedbackListItemSchema, FeedbackSchema } from '../../../contract/records/feedback';
import type { DB } from '../../db/schema';
import { declaredColumns } from '../../resources/declared';
import { iso } from '../../resources/mapping';
import { containsPattern } from '../../resources/query';
import { wholeValue } from '../../resources/search';
import { READ_ACTIONS, defineResource, filterOf, type Shape } from '../../resources/types';
import { assignable, feedbackCommands, feedbackTransitions } from './commands';
import { overdueSql } from './sla';
import './messages';

const repliesSql = sql<FeedbackReply[]>`(SELECT coalesce(json_agg(json_build_object(
    'id', r.id, 'body', r.body, 'internal', r.internal, 'authorId', r.author_id, 'authorName', r.author_name,
    'createdAt', r.created_at) ORDER BY r.id), '[]'::json)
  FROM feedback_replies AS r WHERE r.feedback_id = feedback.id)`;

const query = (db: Kysely<DB>, shape: Shape) => db.selectFrom('feedback')
  .innerJoin('users', 'users.id', 'feedback.user_id')
  .leftJoin('admins as assignee', 'assignee.id', 'feedback.assignee_id')
  .select(declaredColumns(FEEDBACK, 'feedback', shape) as ('feedback.id' | 'feedback.screenshots')[])
  .select(['users.nickname as user_name', 'assignee.name as assignee_name'])
  .select(overdueSql().as('overdue'))
  .$if(shape === 'record', (q) => q.select(repliesSql.as('replies')));

const DESCRIPTION = `Feedback tickets from players: open → processing → resolved or closed (with a reason); a \
resolved ticket can be reopened. \`assign {staffId}\` hands a waiting ticket to a staff member holding \
feedback.reply, who gets a to-do that is done by itself once the ticket is resolved, closed or handed on. \
\`reply {body, internal}\` adds to the thread: an internal note is for staff only; a public reply on an open \
ticket moves it to processing. \`overdue\` is true while a ticket is open or processing longer than \
FEEDBACK_SLA_HOURS. Every change is audited; a ticket in another state answers -5.`;

export default defineResource({
  contract: FEEDBACK,
  description: DESCRIPTION,
  table: 'feedback',
  permission: 'mdr.wow.feedback',
  actions: READ_ACTIONS,
  schemas: { record: FeedbackSchema, listItem: FeedbackListItemSchema },
  filters: {
    unassigned: filterOf(Type.Boolean({ description: 'true: nobody is assigned' }), (q, v) =>
      q.where('feedback.assignee_id', v ? 'is' : 'is not', null)),
    overdue: filterOf(Type.Boolean({ description: 'open or processing past FEEDBACK_SLA_HOURS' }), (q, v) =>
      q.where(v ? overdueSql() : sql<boolean>`NOT ${overdueSql()}`)),
    // part of the content; the player's contact only whole, for a reader holding feedback.reveal (audited)
    q: filterOf(Type.String({ maxLength: 100 }), (q, v, access) => q.where((eb) => eb.or([
      eb('feedback.content', 'ilike', containsPattern(v)),
      ...wholeValue(eb, access, 'contact', 'feedback.contact', v),
    ]))),
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  query,
  columns: {
    overdue: (row) => row.overdue === true,
    screenshots: (row) => row.screenshots ?? [],
    replies: (row) => ((row.replies ?? []) as FeedbackReply[]).map((r) => ({ ...r, id: Number(r.id), createdAt: iso(r.createdAt) })),
  },
  references: {
    userId: { table: 'users', label: 'nickname' },
    // the list's filter finds any past assignee; the assign dialog is offered only who can take a ticket
    assigneeId: { table: 'admins', label: 'name', choosable: assignable },
  },
  stateColumn: 'status',
  transitions: feedbackTransitions,
  commands: feedbackCommands,
});
