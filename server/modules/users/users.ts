// users (docs/api.md): platform players as staff see them — profile, who
// invited them, moderation as of now — and the mute / ban / lift commands.
// Players sign up on the platform, so staff only read and moderate (no CRUD).
import { Type } from '@sinclair/typebox';
import { sql, type Kysely } from 'kysely';
import { USERS, USER_STATES } from '../../../contract/users';
import { UserSchema, UserStatus } from '../../../contract/records/users';
import type { DB } from '../../db/schema';
import { t } from '../../core/i18n';
import { schemaColumns } from '../../resources/csv';
import { answerOf } from '../../resources/mapping';
import { containsPattern } from '../../resources/query';
import { Id } from '../../resources/schemas';
import { wholeValue } from '../../resources/search';
import { READ_ACTIONS, defineResource, filterOf } from '../../resources/types';
import { userCommands } from './commands';
import { statusIn, statusSql } from './status';
import './messages';
import { dayFilters } from '../../resources/days';

const query = (db: Kysely<DB>) => db.selectFrom('users')
  .leftJoin('users as inviter', 'inviter.id', 'users.invited_by')
  .select([
    'users.id', 'users.nickname', 'users.avatar', 'users.email', 'users.phone', 'users.muted_until', 'users.banned_until',
    'users.banned_forever', 'users.moderation_reason', 'users.invited_by', 'inviter.nickname as inviter_name',
    'users.signup_link_id', 'users.registered_at', 'users.last_active_at', 'users.updated_at', 'users.version',
  ])
  .select(statusSql().as('status'))
  .select(sql<number>`(SELECT count(*)::int FROM users AS invitee WHERE invitee.invited_by = users.id)`.as('invite_count'));

const toResponse = answerOf(UserSchema);

export default defineResource({
  name: 'users',
  table: 'users',
  permission: 'menu.use.user',
  actions: READ_ACTIONS,
  schemas: { record: UserSchema },
  filters: {
    // part of the nickname; an email or phone only whole, for a reader holding users.reveal (audited)
    q: filterOf(Type.String({ maxLength: 100 }), (q, v, access) => q.where((eb) => eb.or([
      eb('users.nickname', 'ilike', containsPattern(v)),
      ...wholeValue(eb, access, 'email', 'users.email', v),
      ...wholeValue(eb, access, 'phone', 'users.phone', v),
    ]))),
    status: filterOf(Type.Union([UserStatus, Type.Array(UserStatus, { minItems: 1, maxItems: USER_STATES.length })]), (q, v) =>
      q.where(statusIn(Array.isArray(v) ? v : [v]))),
    ...dayFilters('registeredFrom', 'registeredTo', 'users.registered_at', 'registered'),
    invitedBy: filterOf(Id, (q, v) => q.where('users.invited_by', '=', v)),
    signupLinkId: filterOf(Id, (q, v) => q.where('users.signup_link_id', '=', v)),
  },
  sorts: {
    id: 'users.id',
    registeredAt: 'users.registered_at',
    lastActiveAt: 'users.last_active_at',
  },
  defaultSort: { field: 'registeredAt', order: 'DESC' },
  query,
  toResponse,
  sensitive: USERS.sensitive,
  references: { invitedBy: { table: 'users', label: 'nickname' } },
  history: { fields: ['status', 'mutedUntil', 'bannedUntil', 'bannedForever', 'moderationReason'] },
  exportNames: { signupLinkId: { table: 'promotion_links', label: 'name' } },
  csv: schemaColumns('users', UserSchema, { status: (v, lang) => t(lang, `users.state.${v}`) }),
  commands: userCommands,
});
