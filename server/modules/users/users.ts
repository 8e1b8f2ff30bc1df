// users (docs/api.md): platform players as staff see them — profile, who
// invited them, moderation as of now — and the mute / ban / lift commands.
// Players sign up on the platform, so staff only read and moderate (no CRUD).
// Schemas, sorts, CSV and history come from the declaration (contract/users.ts).
import { Type } from 'typebox';
import { sql, type Kysely } from 'kysely';
import { REPORT_ACCURACY_WINDOW } from '../../../contract/reports';
import { USERS, USER_STATES } from '../../../contract/users';
import { UserListItemSchema, UserSchema } from '../../../contract/records/users';
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
  .select(sql<number>`(SELECT count(*)::int FROM users AS invitee WHERE invitee.invited_by = users.id)`.as('invite_count'))
  .$if(shape === 'record', (q) => q.select(reportRecordSql.as('report_record')));

/**
 * The user's record as a reporter: upheld and decided over their last decided
 * reports (the window the reports module scores with, server/modules/reports/scoring.ts).
 */
const reportRecordSql = sql<{ upheld: number; decided: number }>`(SELECT json_build_object(
    'upheld', count(*) FILTER (WHERE l.outcome = 'upheld'), 'decided', count(*))
  FROM (SELECT r.outcome FROM reports AS r WHERE r.reporter_id = users.id AND r.outcome IS NOT NULL
        ORDER BY r.decided_at DESC LIMIT ${REPORT_ACCURACY_WINDOW}) AS l)`;

interface UserRow { report_record?: { upheld: number | string; decided: number | string } | null }

const columns = {
  reportAccuracy: (row: UserRow) => {
    const decided = Number(row.report_record?.decided ?? 0);
    return decided ? Number(row.report_record!.upheld) / decided : null;
  },
  reportsDecided: (row: UserRow) => Number(row.report_record?.decided ?? 0),
};

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
  columns,
  schemas: { record: UserSchema, listItem: UserListItemSchema },
  commands: userCommands,
});
