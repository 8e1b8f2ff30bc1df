// live_rooms: streamers' rooms as staff moderate them — applying → approved /
// rejected, approved ⇄ banned until a time (computed: status.ts), featured on
// the recommended list in an order staff set (commands.ts, reorder.ts). The
// platform writes rooms, live-now and viewers (demo data and tests stand in).
import { Type } from 'typebox';
import type { Kysely } from 'kysely';
import { LIVE_ROOMS, LIVE_ROOM_STATES } from '../../../contract/live_rooms';
import { StringEnum } from '../../../contract/records/schema';
import type { DB } from '../../db/schema';
import { declaredColumns } from '../../resources/declared';
import { iso } from '../../resources/mapping';
import { READ_ACTIONS, defineResource, filterOf, type Shape } from '../../resources/types';
import { liveCommands, liveTransitions } from './commands';
import { liveNowSql, liveStatusSql } from './status';
import './messages';
import './schema';

const query = (db: Kysely<DB>, shape: Shape) => db.selectFrom('live_rooms')
  .innerJoin('users', 'users.id', 'live_rooms.user_id')
  .select(declaredColumns(LIVE_ROOMS, 'live_rooms', shape) as ('live_rooms.id' | 'live_rooms.banned_until')[])
  .select('users.nickname as streamer_name')
  .select(liveStatusSql().as('status'))
  .select(liveNowSql().as('live_now'));

const Status = StringEnum(LIVE_ROOM_STATES);
const statusFilter = Type.Union([Status, Type.Array(Status, { minItems: 1, maxItems: LIVE_ROOM_STATES.length })],
  { description: 'one status as of now, or any of several' });
const Viewers = Type.Integer({ minimum: 0, maximum: 100_000_000 });

const DESCRIPTION = `Streamers' live rooms. An application is applying → approved (approve) or rejected (reject \
{reason}). An approved room can be banned: \`ban {reason, until}\` with \`until\` a time in the future (at most a year \
away; -1 on \`until\` otherwise); the ban ends by itself at that time (the status is computed against now, no job), or \
earlier with \`unban\`. \`feature\` puts an approved (or banned) room at the end of the recommended list, \`unfeature\` \
takes it off; \`/mdr/live_rooms/reorder {ids}\` sets the list's order at once (ids: featured rooms, first first; the \
featured rooms not named follow in their order; an id that is not featured is -1 on ids.<n>). liveNow and viewers are \
the platform's; liveNow is true for an approved room only (a banned room is not broadcast, whatever the platform last reported). Every change is audited; a room in another state answers -5.`;

export default defineResource({
  contract: LIVE_ROOMS,
  description: DESCRIPTION,
  table: 'live_rooms',
  permission: 'mdr.wow.live',
  actions: READ_ACTIONS,
  filters: {
    status: filterOf(statusFilter, (q, v) => q.where(liveStatusSql(), 'in', Array.isArray(v) ? v : [v])),
    liveNow: filterOf(Type.Boolean(), (q, v) => q.where(liveNowSql(), '=', v)),
    viewersMin: filterOf(Viewers, (q, v) => q.where('live_rooms.viewers', '>=', v)),
    viewersMax: filterOf(Viewers, (q, v) => q.where('live_rooms.viewers', '<=', v)),
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  query,
  joinsAreLookups: true,
  // an ended ban is history: the room reads approved with no end
  columns: { bannedUntil: (row) => (row.status === 'banned' ? iso(row.banned_until) : null) },
  // the list filters by streamer: platform users by nickname
  references: { streamerId: { table: 'users', label: 'nickname' } },
  // a ban's status, reason and end first, as a reader of the room's history asks
  history: { fields: ['status', 'reason', 'bannedUntil', 'featured', 'sortOrder', 'title'] },
  stateColumn: 'status',
  transitions: liveTransitions,
  commands: liveCommands,
});
