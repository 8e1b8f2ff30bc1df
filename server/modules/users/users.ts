// users (docs/api.md): platform players as staff see them — profile, who
// invited them, moderation as of now — and the mute / ban / lift commands.
// Players sign up on the platform, so staff only read and moderate (no CRUD).
// Schemas, sorts, CSV and history come from the declaration (contract/users.ts).
import { Type } from '@sinclair/typebox';
import { sql, type Kysely } from 'kysely';
import { USERS, USER_STATES } from '../../../contract/users';
import type { DB } from '../../db/schema';
import { declaredColumns } from '../../resources/declared';
import { containsPattern } from '../../resources/query';
import { StringEnum } from '../../resources/schemas';
import { wholeValue } from '../../resources/search';
import { READ_ACTIONS, defineResource, filterOf, type Shape } from '../../resources/types';
import { userCommands } from './commands';
import { statusIn, statusSql } from './status';
import './messages';
import { dayFilters } from '../../resources/days';

const query = (db: Kysely<DB>, shape: Shape) => db.selectFrom('users')
  .leftJoin('users as inviter', 'inviter.id', 'users.invited_by')
  .select(declaredColumns(USERS, 'users', shape) as 'users.id'[])
  .select('inviter.nickname as inviter_name')
  .select(statusSql().as('status'))
  .select(sql<number>`(SELECT count(*)::int FROM users AS invitee WHERE invitee.invited_by = users.id)`.as('invite_count'));

const UserStatus = StringEnum(USER_STATES);

export default defineResource({
  contract: USERS,
  table: 'users',
  permission: 'menu.use.user',
  actions: READ_ACTIONS,
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
  },
  defaultSort: { field: 'registeredAt', order: 'DESC' },
  query,
  commands: userCommands,
});
