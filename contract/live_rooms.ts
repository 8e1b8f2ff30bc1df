// Live rooms: streamers' applications (applying → approved / rejected), bans
// that end by themselves (approved ⇄ banned until a time), and the featured
// rooms in their order on the recommended list; each field once. Record types: ./records/live_rooms.ts.
import { BOOKKEEPING, defineContract, f } from './fields';

export type { LiveRoomRecord, LiveRoomListItem } from './records/live_rooms';

export const LIVE_ROOM_STATES = ['applying', 'approved', 'rejected', 'banned'] as const;
export type LiveRoomState = (typeof LIVE_ROOM_STATES)[number];

/** Which (computed) status each command is legal from (else -5). */
export const LIVE_ROOM_COMMANDS = {
  ban: { from: ['approved'], reason: true },
  unban: { from: ['banned'] },
  feature: { from: ['approved'] }, // not while banned: a ban takes the room off the list; feature it again once the ban is over
  unfeature: { from: ['applying', 'approved', 'rejected', 'banned'] },
} as const;

/** The longest ban: a year (a ban must end at a time, by design). */
export const LIVE_BAN_MAX_DAYS = 366;

/** The platform writes rooms, live-now and viewers; staff only move them (server/modules/live/commands.ts). */
export const LIVE_ROOMS = defineContract({
  resource: 'live_rooms',
  fields: {
    id: f.id(),
    streamerId: f.reference(['主播 ID', 'Streamer ID'], { table: 'users', label: 'nickname' },
      { column: 'user_id', filter: true, note: 'the platform user who streams' }),
    streamerName: f.text(['主播', 'Streamer'], { column: false }),
    title: f.text(['标题', 'Title'], { search: true, sort: true }),
    coverUrl: f.text(['封面', 'Cover']),
    category: f.enum(['分类', 'Category'], {
      raid: ['团本', 'Raids'], mythic_plus: ['大秘境', 'Mythic+'], pvp: ['PvP', 'PvP'], leveling: ['练级', 'Levelling'],
      chat: ['聊天', 'Just chatting'], other: ['其他', 'Other'],
    }, { filter: true }),
    platformRoomId: f.text(['平台房间号', 'Platform room ID'], { search: true }),
    liveNow: f.boolean(['直播中', 'Live now'],
      { column: false, note: 'broadcast to players now: the platform\'s flag, for an approved room only (never for a banned one)' }),
    viewers: f.integer(['观看人数', 'Viewers'], { sort: true }),
    featured: f.boolean(['推荐', 'Featured'], { filter: true }),
    sortOrder: f.integer(['推荐顺序', 'Featured order'],
      { nullable: true, sort: true, note: 'place on the recommended list (1 first) while featured; null otherwise' }),
    status: f.state(['状态', 'Status'], LIVE_ROOM_STATES, { column: false, note: 'as of now: a ban past its bannedUntil reads approved' }),
    reason: f.text(['原因', 'Reason'], { note: 'why it was rejected or banned' }),
    bannedUntil: f.dateTime(['封禁至', 'Banned until'], { nullable: true }),
    ...BOOKKEEPING,
    createdAt: f.dateTime(['申请时间', 'Applied'], { sort: true, history: false, filter: 'created' }),
  },
  states: LIVE_ROOM_STATES,
  transitions: {
    approve: { from: ['applying'], to: 'approved' },
    reject: { from: ['applying'], to: 'rejected', reason: true },
  },
  commands: { ban: { reason: true }, unban: {}, feature: {}, unfeature: {}, reorder: {} },
  labels: {
    'zh-CN': {
      name: '直播间',
      filters: { q: '关键词（标题、房间号）', viewersMin: '观看人数至少', viewersMax: '观看人数至多', createdFrom: '申请日期起', createdTo: '申请日期止' },
      states: { applying: '申请中', approved: '已通过', rejected: '已拒绝', banned: '已封禁' },
      actions: {
        approve: '通过', reject: '拒绝', ban: '封禁', unban: '解封', feature: '设为推荐', unfeature: '取消推荐', reorder: '调整推荐顺序',
      },
      history: { feature: '%{actor} 将%{name}设为推荐', unfeature: '%{actor} 取消了%{name}的推荐', reorder: '%{actor} 调整了%{name}的推荐顺序' },
      reasons: {
        reject: ['房间信息不完整', '封面或标题违规', '直播内容与游戏无关', '重复申请'],
        ban: ['直播内容违规', '宣传外挂或作弊工具', '引导私下交易', '恶意刷人气', '辱骂观众'],
      },
    },
    'en-US': {
      name: 'live room',
      filters: { q: 'Keyword (title, room ID)', viewersMin: 'Viewers at least', viewersMax: 'Viewers at most', createdFrom: 'Applied from', createdTo: 'Applied until' },
      states: { applying: 'Applying', approved: 'Approved', rejected: 'Rejected', banned: 'Banned' },
      actions: {
        approve: 'approved', reject: 'rejected', ban: 'banned', unban: 'unbanned', feature: 'featured', unfeature: 'unfeatured',
        reorder: 'reordered',
      },
      history: { unfeature: '%{actor} took the %{name} off the recommended list', reorder: '%{actor} moved the %{name} in the recommended list' },
      buttons: { approve: 'Approve', reject: 'Reject', ban: 'Ban', unban: 'Unban', feature: 'Feature', unfeature: 'Unfeature', reorder: 'Reorder' },
      reasons: {
        reject: ['Room details incomplete', 'Cover or title breaks the rules', 'Not about the game', 'Duplicate application'],
        ban: ['Stream content breaks the rules', 'Promoting cheats', 'Private trading', 'Faking viewers', 'Abusing viewers'],
      },
    },
  },
});

export const LIVE_CATEGORIES = Object.keys(LIVE_ROOMS.fields.category.values) as LiveCategory[];
export type LiveCategory = keyof typeof LIVE_ROOMS.fields.category.values;
