// live_rooms: streamers' rooms as staff moderate them — applying → approved /
// rejected, approved ⇄ banned until a time (computed: status.ts), featured on
// the recommended list in an order staff set (commands.ts, reorder.ts). The
// platform writes rooms, live-now and viewers (demo data and tests stand in).
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { LIVE_ROOM_STATES } from '../../../contract/live_rooms';
import { LiveCategorySchema, LiveRoomSchema, LiveRoomStatus } from '../../../contract/records/live_rooms';
import type { DB } from '../../db/schema';
import { t } from '../../core/i18n';
import { schemaColumns } from '../../resources/csv';
import { answerOf, iso, type RowOf } from '../../resources/mapping';
import { containsPattern } from '../../resources/query';
import { Id } from '../../resources/schemas';
import { READ_ACTIONS, defineResource, filterOf, type Shape } from '../../resources/types';
import { liveCommands, liveTransitions } from './commands';
import { liveNowSql, liveStatusSql } from './status';
import './messages';
import './schema';
import { dayFilters } from '../../resources/days';

const query = (db: Kysely<DB>, _shape: Shape) => db.selectFrom('live_rooms')
  .innerJoin('users', 'users.id', 'live_rooms.user_id')
  .select([
    'live_rooms.id', 'live_rooms.user_id', 'users.nickname as streamer_name', 'live_rooms.title', 'live_rooms.cover_url',
    'live_rooms.category', 'live_rooms.platform_room_id', 'live_rooms.viewers', 'live_rooms.featured',
    'live_rooms.sort_order', 'live_rooms.reason', 'live_rooms.banned_until', 'live_rooms.created_at', 'live_rooms.updated_at',
    'live_rooms.version',
  ])
  .select(liveStatusSql().as('status'))
  .select(liveNowSql().as('live_now'));
type LiveRow = RowOf<typeof query>;

const toResponse = answerOf<typeof LiveRoomSchema, LiveRow>(LiveRoomSchema, {
  streamerId: 'user_id',
  // an ended ban is history: the room reads approved with no end
  bannedUntil: (row) => (row.status === 'banned' ? iso(row.banned_until) : null),
});

const statusFilter = Type.Union([LiveRoomStatus, Type.Array(LiveRoomStatus, { minItems: 1, maxItems: LIVE_ROOM_STATES.length })],
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
  name: 'live_rooms',
  description: DESCRIPTION,
  table: 'live_rooms',
  permission: 'mdr.wow.live',
  actions: READ_ACTIONS,
  schemas: { record: LiveRoomSchema },
  filters: {
    status: filterOf(statusFilter, (q, v) => q.where(liveStatusSql(), 'in', Array.isArray(v) ? v : [v])),
    category: filterOf(LiveCategorySchema, (q, v) => q.where('live_rooms.category', '=', v)),
    liveNow: filterOf(Type.Boolean(), (q, v) => q.where(liveNowSql(), '=', v)),
    featured: filterOf(Type.Boolean(), (q, v) => q.where('live_rooms.featured', '=', v)),
    viewersMin: filterOf(Viewers, (q, v) => q.where('live_rooms.viewers', '>=', v)),
    viewersMax: filterOf(Viewers, (q, v) => q.where('live_rooms.viewers', '<=', v)),
    streamerId: filterOf(Id, (q, v) => q.where('live_rooms.user_id', '=', v)),
    ...dayFilters('createdFrom', 'createdTo', 'live_rooms.created_at', 'applied'),
    q: filterOf(Type.String({ maxLength: 100, description: 'text in the title or the platform room id (any case)' }),
      (q, v) => q.where((eb) => eb.or([
        eb('live_rooms.title', 'ilike', containsPattern(v)),
        eb('live_rooms.platform_room_id', 'ilike', containsPattern(v)),
      ]))),
  },
  sorts: {
    id: 'live_rooms.id',
    title: 'live_rooms.title',
    viewers: 'live_rooms.viewers',
    sortOrder: 'live_rooms.sort_order',
    createdAt: 'live_rooms.created_at',
    updatedAt: 'live_rooms.updated_at',
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  query,
  joinsAreLookups: true,
  toResponse,
  references: { streamerId: { table: 'users', label: 'nickname' } },
  history: { fields: ['status', 'reason', 'bannedUntil', 'featured', 'sortOrder', 'title'] },
  csv: schemaColumns('live_rooms', LiveRoomSchema, {
    status: (v, lang) => t(lang, `live_rooms.state.${v}`),
    category: (v, lang) => t(lang, `live_rooms.category.${v}`),
  }),
  stateColumn: 'status',
  transitions: liveTransitions,
  commands: liveCommands,
});
